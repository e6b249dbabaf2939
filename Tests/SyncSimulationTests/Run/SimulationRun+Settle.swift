import StrataDomain

/// The end of a run: the faults stop, everything running ends, and a fresh process per server sends
/// what waits and lists every user's todos, for the invariants to judge.
extension SimulationRun {
    /// The final lists, by server name, then by user.
    typealias FinalViews = [String: [Int: [Todo]]]

    func settleAndCheck() {
        isHealed = true
        note("— settling —")
        guard drain() else { return }
        var views: FinalViews = [:]
        for server in servers {
            guard let process = startProcess(on: server) else { return }
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
            violation("operations never ended: \(stuck.joined(separator: "; "))")
            return false
        }
        return violations.isEmpty
    }
}
