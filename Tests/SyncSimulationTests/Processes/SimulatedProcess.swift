import Foundation
import StrataDomain
import StrataNetworking
import StrataTestSupport

@testable import StrataData

/// One Strata process of a run: its own connection to the shared store file, its own HTTP client and
/// synchronizer, its own thread (a `SimulatedExecutor`) and its own calendar clock, as a separate
/// process on the same machine would have.
final class SimulatedProcess {
    let id: Int
    let pid: Int32
    let server: SimulatedServer
    let executor: SimulatedExecutor
    let database: StrataDatabase
    let data: DataLayer
    /// Ended: crashed, or exited.
    var isAlive = true
    /// Set by an exit: the process starts nothing new and ends once its work is done.
    var isExiting = false
    /// Runs as the terminal app does, resending pending edits by itself when their backoff has passed.
    var stays = false
    /// Operations started and not yet ended.
    var running: [SimulatedOperation] = []
    /// What the process last showed of each user's todos.
    var lastView: [Int: [Todo]] = [:]
    /// The report of the last sync that ended here.
    var lastReport: TodoSyncReport?

    /// Wires the Data layer over `database` (opened on `executor`) as the app does. `baseURL` is the
    /// server's own, or one with a wrong path that reaches it but finds nothing.
    init(
        id: Int, server: SimulatedServer, baseURL: URL, executor: SimulatedExecutor, database: StrataDatabase,
        world: SimulatedWorld
    ) {
        self.id = id
        self.pid = Int32(40_000 + id)
        self.server = server
        self.executor = executor
        self.database = database
        let client = HTTPClient(
            configuration: NetworkConfiguration(baseURL: baseURL, timeout: .seconds(30), deadline: .seconds(30)),
            transport: world.network.transport(for: id), clock: world.clock)
        data = DataLayer(
            database: database, client: client, isOffline: false, now: world.wallClock(of: id), clock: world.clock,
            sync: SyncEnvironment(
                holder: LeaseHolder(
                    token: "process-\(id)", host: "simulated", boot: "simulated", pid: pid, started: nil),
                mayBeRunning: { [alive = world.alive] holder in alive.withLock { $0.contains(holder.pid) } },
                taskExecutor: executor, settings: SyncSettings()))
        world.alive.withLock { _ = $0.insert(pid) }
    }

    /// Whether the process has nothing left to do: no operation, no job waiting.
    var isIdle: Bool { running.isEmpty && executor.waiting == 0 }
}
