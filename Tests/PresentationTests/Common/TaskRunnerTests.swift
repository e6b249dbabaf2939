import StrataPresentation
import Testing

@MainActor
@Suite("TaskRunner", .timeLimit(.minutes(1)))
struct TaskRunnerTests {
    private let runner = TaskRunner()
    private let log = Log()

    /// Starts work that logs, then waits on `gate`, then logs whether it was cancelled meanwhile.
    private func startHeld(_ name: String, on gate: Gate, _ policy: TaskRunner.Policy = .alongside) async -> Task<
        Void, Never
    > {
        let started = Signal()
        let task = runner.start(policy) { [log] in
            log.append("\(name) started")
            started.fire()
            await gate.wait()
            log.append("\(name) finished\(Task.isCancelled ? ", cancelled" : "")")
        }
        await started.wait()
        return task
    }

    @Test(".replacingCurrent cancels the work running and starts at once")
    func replacingCurrentCancels() async {
        let gate = Gate()
        let first = await startHeld("first", on: gate)

        await runner.run(.replacingCurrent) { [log] in log.append("second") }
        gate.open()
        await first.value

        #expect(log.entries == ["first started", "second", "first finished, cancelled"])
        #expect(runner.isRunning == false)
    }

    @Test(".afterCurrent starts only once the work started last has finished")
    func afterCurrentSerialises() async {
        let gate = Gate()
        let first = await startHeld("first", on: gate)

        let second = runner.start(.afterCurrent) { [log] in log.append("second") }
        await drainMainActorQueue()
        let beforeOpening = log.entries
        gate.open()
        await second.value

        #expect(beforeOpening == ["first started"])
        #expect(log.entries == ["first started", "first finished", "second"])
        await first.value
    }

    @Test(".alongside starts at once beside the work running, and cancels nothing")
    func alongsideRunsBeside() async {
        let gate = Gate()
        let first = await startHeld("first", on: gate)

        await runner.run(.alongside) { [log] in log.append("second") }
        let whileFirstRuns = log.entries
        gate.open()
        await first.value

        #expect(whileFirstRuns == ["first started", "second"])
        #expect(log.entries.last == "first finished")
    }

    @Test("isRunning is observable: it turns true when work starts and false when the last piece ends")
    func isRunningIsObservable() async {
        let gate = Gate()
        let starting = ObservationProbe { _ = runner.isRunning }

        let task = runner.start { await gate.wait() }
        let whileRunning = runner.isRunning
        let ending = ObservationProbe { _ = runner.isRunning }
        gate.open()
        await task.value

        #expect(starting.didFire)
        #expect(whileRunning)
        #expect(ending.didFire)
        #expect(runner.isRunning == false)
    }

    @Test("waitUntilIdle returns only when everything has finished, work started while waiting included")
    func waitUntilIdleWaitsForAll() async {
        let firstGate = Gate()
        let laterGate = Gate()
        let first = runner.start { [runner, log] in
            await firstGate.wait()
            runner.start {
                await laterGate.wait()
                log.append("later finished")
            }
            log.append("first finished")
        }
        let waiter = Task { [runner, log] in
            await runner.waitUntilIdle()
            log.append("idle")
        }

        firstGate.open()
        await first.value
        await drainMainActorQueue()
        let afterFirst = log.entries
        laterGate.open()
        await waiter.value

        #expect(afterFirst == ["first finished"])
        #expect(log.entries == ["first finished", "later finished", "idle"])
    }

    @Test("run(_:returning:) hands back the work's value, or nil when it was cancelled before it started")
    func runReturning() async {
        let value = await runner.run(.alongside) { 42 }
        let gate = Gate()
        let first = await startHeld("first", on: gate)
        let queued = Task { [runner] in await runner.run(.afterCurrent) { 7 } }
        await drainMainActorQueue()

        runner.cancelAll()
        gate.open()
        await first.value

        #expect(value == 42)
        #expect(await queued.value == nil)
    }

    @Test("a runner that goes away cancels the work it still runs")
    func deinitCancels() async {
        var owner: TaskRunner? = TaskRunner()
        let gate = Gate()
        let started = Signal()
        let log = self.log
        let task = owner?.start {
            started.fire()
            await gate.wait()
            log.append(Task.isCancelled ? "cancelled" : "not cancelled")
        }
        await started.wait()

        owner = nil
        gate.open()
        await task?.value

        #expect(log.entries == ["cancelled"])
    }
}
