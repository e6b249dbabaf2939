import Foundation
import StrataDomain
import StrataNetworking

/// The scheduling choices of a run: which process takes its next step, which request the network
/// delivers or loses, when a user acts, a process crashes or starts, time passes, a clock jumps, or
/// another device edits a server.
extension SimulationRun {
    func step() {
        let runnable = alive.filter { $0.executor.waiting > 0 }
        let inFlight = world.network.inFlight
        let roll = random.int(0...99)
        switch roll {
        case 0..<45 where !runnable.isEmpty:
            runJob(of: random.pick(runnable))
        case 45..<62 where !inFlight.isEmpty:
            deliver(random.pick(inFlight))
        case 62..<64 where !inFlight.isEmpty:
            drop(random.pick(inFlight))
        case 64..<80:
            startOperation()
        case 80..<82 where alive.count > 1 || random.chance(30):
            if !alive.isEmpty { crash(random.pick(alive)) }
        case 82..<85 where alive.count < 3:
            startProcess(
                on: random.chance(80) ? servers[0] : random.pick(servers), wrongPath: random.chance(10),
                stays: random.chance(50))
        case 85..<93:
            advanceTime()
        case 93..<95:
            jumpClock()
        case 95..<99:
            let server = random.pick(servers)
            server.otherDevice(&random, users: users, userTitles: model.titlesGiven)
            note("other device edits server \(server.name): \(server.log.last ?? "")")
        default:
            if let process = runnable.first { runJob(of: process) }
        }
        resolveAbandoned()
        endExitedProcesses()
        checkMisdirected()
    }

    /// The server does the request's work; the answer returns, or, now and then, is lost on the way.
    func deliver(_ request: SimulatedNetwork.InFlight) {
        guard let taken = world.network.take(request.id),
            let process = processes.first(where: { $0.id == request.processID })
        else { return }
        let answer = process.server.handle(taken.request, random: &random, healed: isHealed)
        let lost = !isHealed && random.chance(8)
        note(
            "deliver \(taken.request.httpMethod ?? "GET") \(taken.request.url?.path ?? "") from process \(process.id): "
                + "\(answer.statusCode)\(lost ? ", answer lost" : "")")
        if lost {
            taken.continuation.resume(
                returning: .failure(
                    random.chance(50) ? .timedOut : .transport(.init(kind: .connectionLost, detail: "lost"))))
        } else {
            taken.continuation.resume(returning: .success(answer))
        }
    }

    /// The request never reaches the server.
    func drop(_ request: SimulatedNetwork.InFlight) {
        guard let taken = world.network.take(request.id) else { return }
        note(
            "drop \(taken.request.httpMethod ?? "GET") \(taken.request.url?.path ?? "") from process \(request.processID)"
        )
        taken.continuation.resume(returning: .failure(.transport(.init(kind: .cannotConnect, detail: "dropped"))))
    }

    /// A request its caller stopped waiting for was on the wire already, or was not.
    func resolveAbandoned() {
        for request in world.network.takeAbandoned() {
            guard random.chance(50),
                let server = servers.first(where: { request.url?.host == $0.baseURL.host })
            else { continue }
            note("an abandoned \(request.httpMethod ?? "GET") \(request.url?.path ?? "") reaches server \(server.name)")
            _ = server.handle(request, random: &random)
        }
    }

    func advanceTime() {
        let amount: Duration = random.pick([
            .milliseconds(10), .milliseconds(150), .seconds(1), .seconds(6), .seconds(40), .seconds(130),
        ])
        note("time passes: \(amount)")
        world.clock.advance(by: amount)
    }

    /// A process's calendar clock jumps or runs off, days ahead or behind; its monotonic time does not.
    func jumpClock() {
        guard !alive.isEmpty else { return }
        let process = random.pick(alive)
        let skew = TimeInterval(random.pick([-2 * 86_400, -3_600, 0, 300, 2 * 86_400]))
        note("process \(process.id)'s calendar clock is now off by \(skew) s")
        world.setSkew(skew, of: process.id)
    }

    func checkMisdirected() {
        for server in servers {
            for request in server.misdirected where !violations.contains(request) { violation(request) }
        }
    }

    /// Ends an exiting process once its exit has waited for its syncs and nothing else runs.
    func endExitedProcesses() {
        for process in alive where process.isExiting && process.running.isEmpty && process.executor.waiting == 0 {
            note("process \(process.id) exits")
            end(process)
        }
    }
}
