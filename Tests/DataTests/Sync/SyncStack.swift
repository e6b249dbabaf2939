import Foundation
import StrataDomain

@testable import StrataData

/// The todos repository, the sync port and the synchronizer over one database and one fake server, as
/// `DataLayer` wires them, but with an hour's backoff after a failed attempt: a sync a test did not
/// start (the one a fresh list schedules) never finds that operation due, however slow the machine.
struct SyncStack {
    static let hourLongBackoff = OutboxBackoff(initial: .seconds(3600), maximum: .seconds(3600))

    let repository: LocalFirstTodosRepository
    let sync: LocalFirstTodoSync
    let synchronizer: TodosSynchronizer
    let outbox: SQLiteTodoOutbox
    let store: SQLiteTodosStore

    init(
        _ database: StrataDatabase,
        remote: FakeTodosRemote,
        isOffline: Bool = false,
        settings: SyncSettings = SyncSettings(patience: .milliseconds(300), pollInterval: .milliseconds(20)),
        holderIsRunning: @escaping @Sendable (LeaseHolder) -> Bool = { _ in true }
    ) {
        outbox = SQLiteTodoOutbox(database: database, backoff: Self.hourLongBackoff)
        store = SQLiteTodosStore(database: database)
        synchronizer = TodosSynchronizer(
            outbox: outbox, lease: SQLiteSyncLease(database: database), remote: remote, isOffline: isOffline,
            now: Date.init, clock: ContinuousClock(),
            environment: SyncEnvironment(
                holder: .thisProcess(), mayBeRunning: holderIsRunning, taskExecutor: nil, settings: settings))
        repository = LocalFirstTodosRepository(
            store: store, remote: remote, synchronizer: synchronizer,
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: isOffline, now: Date.init),
            now: Date.init)
        sync = LocalFirstTodoSync(
            synchronizer: synchronizer, store: store, remote: remote, isOffline: isOffline, now: Date.init)
    }

    /// Creates a todo offline-style (no sync runs) and returns it.
    static func offlineEdits(_ database: StrataDatabase, _ edits: (LocalFirstTodosRepository) async throws -> Void)
        async throws
    {
        try await edits(SyncStack(database, remote: FakeTodosRemote(), isOffline: true).repository)
    }
}
