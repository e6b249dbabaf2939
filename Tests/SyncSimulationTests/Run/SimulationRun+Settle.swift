import StrataDomain

/// The end of a run: the faults stop, everything running ends, and a fresh process per server sends
/// what waits and lists every user's todos, for the invariants to judge.
extension SimulationRun {
    /// The final lists, by server name, then by user.
    typealias FinalViews = [String: [Int: [Todo]]]

    func settleAndCheck() {
        isHealed = true
        note("— settling —")
        // The apps that stayed quit, as their users do: a process that exits resends nothing more.
        for process in alive where process.stays && !process.isExiting { start(.exit, on: process) }
        guard drain() else { return }
        var views: FinalViews = [:]
        for server in servers {
            guard let process = startProcess(on: server) else { return }
            // Syncs after an edit, once every backoff has passed, whatever the calendar clocks said when
            // the failures were recorded: a server that takes every edit then has them all.
            for _ in 1...3 {
                world.clock.advance(by: .seconds(25 * 60))
                start(.sync(.due), on: process)
                guard drain() else { return }
            }
            if server.behaviour.isWellBehaved { checkNothingLeftAfterAutomaticSyncs(process, server: server) }
            for request in [SimulatedOperation.Request.sync(.everything), .sync(.everything)]
                + users.map({ .list(user: $0) })
                + [.sync(.everything)] + users.map({ .list(user: $0) })
            {
                start(request, on: process)
                guard drain() else { return }
            }
            views[server.name] = process.lastView
            start(.exit, on: process)
            guard drain() else { return }
        }
        checkInvariants(views)
    }

    /// Runs until nothing is left to do: every job run, every request answered, every sleeper woken;
    /// false (a violation) when that never happens.
    func drain() -> Bool {
        for _ in 0..<200_000 {
            let runnable = alive.filter { $0.executor.waiting > 0 }
            let inFlight = world.network.inFlight.filter { request in alive.contains { $0.id == request.processID } }
            if !runnable.isEmpty {
                runJob(of: random.pick(runnable))
            } else if !inFlight.isEmpty {
                deliver(random.pick(inFlight))
            } else if let deadline = world.clock.nextDeadline {
                world.clock.advance(by: world.clock.now.duration(to: deadline))
            } else {
                break
            }
            resolveAbandoned()
            endExitedProcesses()
            checkMisdirected()
        }
        let stuck = alive.flatMap { process in process.running.map { "process \(process.id): \(describe($0.request))" }
        }
        guard stuck.isEmpty else {
            let state = alive.map {
                "process \($0.id): \($0.executor.waiting) jobs, database idle \($0.database.isIdle)"
            }
            violation(
                "operations never ended: \(stuck.joined(separator: "; ")) [\(state.joined(separator: ", ")); "
                    + "\(world.network.inFlight.count) requests in flight; \(world.clock.sleeping) asleep]")
            return false
        }
        return violations.isEmpty
    }

    /// Nothing waits for a server that takes every edit once automatic syncs have run, however far
    /// off a process's calendar clock was when a failure was recorded.
    private func checkNothingLeftAfterAutomaticSyncs(_ process: SimulatedProcess, server: SimulatedServer) {
        guard let report = process.lastReport else {
            violation("process \(process.id) reported no sync")
            return
        }
        if report.pending != 0 {
            violation(
                "\(report.pending.map(String.init) ?? "an unknown number of") changes still wait for server "
                    + "\(server.name) after automatic syncs (\(report.outcome))")
        }
    }
}
