import Foundation
import StrataDomain
import StrataTestSupport

@testable import StrataData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One seed's run: processes sharing one store file, one or two servers, a user editing through the
/// processes, and the faults the seed picks, all scheduled one step at a time by the seed. Every
/// job of every process runs here, on the calling thread, so the seed alone decides the schedule.
final class SimulationRun {
    let seed: UInt64
    var random: SplitMix64
    let world = SimulatedWorld()
    let store: URL
    let servers: [SimulatedServer]
    let users = [1, 2]
    var processes: [SimulatedProcess] = []
    var nextProcessID = 1
    var model = UserModel()
    /// The todos the user asked to retry, whatever they showed then: by the time the retry runs, or
    /// in a process that crashes, a creation may have been parked, and retrying it sends it again with
    /// a new key.
    var retryAsked: Set<Todo.ID> = []
    /// The todos any list or answer showed parked (refused, or in doubt).
    var everParked: Set<Todo.ID> = []
    /// What happened, step by step, printed for a failing seed.
    var trace: [String] = []
    var violations: [String] = []
    /// Set for the final settling: requests are answered, never lost or failed.
    var isHealed = false

    init(seed: UInt64, directory: URL) {
        self.seed = seed
        random = SplitMix64(state: seed)
        store = directory.appendingPathComponent("strata.sqlite3")
        let usesSecondServer = random.chance(30)
        var servers = [
            SimulatedServer(
                name: "A", baseURL: URL(string: "http://a.test/api")!, behaviour: .random(&random), ids: 1...4999,
                users: users)
        ]
        if usesSecondServer {
            servers.append(
                SimulatedServer(
                    name: "B", baseURL: URL(string: "http://b.test")!, behaviour: .random(&random), ids: 5000...9999,
                    users: users))
        }
        self.servers = servers
        for server in servers { note("server \(server.name): \(server.behaviour)") }
    }

    /// Runs the seed: `steps` scheduling choices, then settling, then the invariants. Returns the
    /// violations found, empty when every promise held.
    func run(steps: Int) -> [String] {
        startProcess(on: servers[0])
        for _ in 0..<steps {
            step()
            if !violations.isEmpty { break }
        }
        if violations.isEmpty { settleAndCheck() }
        endEverything()
        return violations
    }

    func note(_ line: String) {
        trace.append(line)
    }

    func violation(_ text: String) {
        note("VIOLATION: \(text)")
        violations.append(text)
    }

    var alive: [SimulatedProcess] { processes.filter(\.isAlive) }

    // MARK: Running jobs

    /// Runs one waiting job of `process`, the seed choosing which, then waits for whatever it asked of
    /// the database, so the next step starts from a settled store.
    func runJob(of process: SimulatedProcess) {
        process.executor.runJob(at: random.int(0...(process.executor.waiting - 1)))
        waitForDatabase(of: process)
        collectFinishedOperations(of: process)
    }

    func waitForDatabase(of process: SimulatedProcess) {
        var spins = 0
        while !process.database.isIdle {
            spins += 1
            if spins > 100 { usleep(20) } else { sched_yield() }
        }
    }

    /// Runs `body` on `executor` to its end, with nothing else scheduled meanwhile (opening a store);
    /// `nil` when it cannot end without another step of the run.
    func runAlone<T: Sendable>(on executor: SimulatedExecutor, _ body: @escaping @Sendable () async -> T) -> T? {
        let result = Locked<T?>(nil)
        Task(executorPreference: executor) {
            let value = await body()
            result.withLock { $0 = value }
        }
        while result.withLock({ $0 }) == nil {
            guard executor.waiting > 0 else { return nil }
            executor.runJob(at: 0)
        }
        return result.withLock { $0 }
    }

    // MARK: Processes

    @discardableResult
    func startProcess(on server: SimulatedServer, wrongPath: Bool = false, stays: Bool = false) -> SimulatedProcess? {
        let id = nextProcessID
        nextProcessID += 1
        let executor = SimulatedExecutor()
        let store = self.store
        let opened = runAlone(on: executor) { () -> Result<StrataDatabase, StorageError> in
            do throws(StorageError) {
                return .success(try await StrataDatabase.open(.file(store), seed: .none).database)
            } catch {
                return .failure(error)
            }
        }
        switch opened {
        case .success(let database)?:
            let baseURL = wrongPath ? server.baseURL.appendingPathComponent("typo") : server.baseURL
            let process = SimulatedProcess(
                id: id, server: server, baseURL: baseURL, executor: executor, database: database, world: world)
            processes.append(process)
            // A process that stays, as the terminal app does, sends pending edits again by itself.
            if stays { process.data.backgroundTodoSync.startResending() }
            process.stays = stays
            note(
                "process \(id) starts on server \(server.name)\(wrongPath ? " with a wrong path" : "")"
                    + (stays ? ", staying and resending by itself" : ""))
            return process
        case .failure(let error)?:
            violation("process \(id) could not open the store: \(error)")
        case nil:
            violation("process \(id) never finished opening the store")
        }
        return nil
    }

    /// The process dies where it stands: it writes nothing more, and its requests in flight reach the
    /// server or not, as the seed says, with their answers lost.
    func crash(_ process: SimulatedProcess) {
        note("process \(process.id) crashes with \(process.running.count) operations running")
        for operation in process.running where operation.result == nil {
            switch operation.request {
            case .rename(let todo, let title): model.interrupted(todo, possibleTitle: title)
            case .setCompleted(let todo, _), .delete(let todo), .retry(let todo), .discard(let todo):
                model.interrupted(todo, possibleTitle: nil)
            case .add, .list, .sync, .exit: break
            }
        }
        end(process)
        for request in world.network.inFlight where request.processID == process.id {
            guard let taken = world.network.take(request.id) else { continue }
            if random.chance(50) { _ = process.server.handle(taken.request, random: &random) }
            taken.continuation.resume(returning: .failure(.transport(.init(kind: .connectionLost, detail: "crashed"))))
        }
    }

    func end(_ process: SimulatedProcess) {
        process.isAlive = false
        process.database.close()
        world.network.cutOff(process.id)
        world.alive.withLock { _ = $0.remove(process.pid) }
    }

    /// Lets every ended process's tasks run out (they can no longer reach the store or the network),
    /// so their memory and file handles are released.
    func endEverything() {
        for process in processes where process.isAlive { end(process) }
        var rounds = 0
        while rounds < 100_000 {
            rounds += 1
            for request in world.network.inFlight {
                world.network.take(request.id)?.continuation.resume(returning: .failure(.cancelled))
            }
            let busy = processes.filter { $0.executor.waiting > 0 }
            if busy.isEmpty {
                guard world.clock.sleeping > 0 else { break }
                world.clock.advance(by: .seconds(3600))
                continue
            }
            for process in busy {
                process.executor.runJob(at: 0)
                waitForDatabase(of: process)
            }
        }
        _ = world.network.takeAbandoned()
    }
}
