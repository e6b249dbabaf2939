/// Sends the local todo edits to the server, for `strata sync` and a screen's sync action.
public protocol SyncTodosUseCase: Sendable {
    /// Runs one sync and returns how it went.
    func execute(_ request: TodoSyncRequest) async -> TodoSyncReport
}

/// The implementation over the sync port; view-model tests stand in for the protocol instead.
public struct DefaultSyncTodosUseCase: SyncTodosUseCase {
    private let sync: any TodoSyncRepository

    /// Takes the port that sends the outbox; the app passes the Data layer's.
    public init(sync: any TodoSyncRepository) {
        self.sync = sync
    }

    /// Runs one sync and returns how it went.
    public func execute(_ request: TodoSyncRequest) async -> TodoSyncReport {
        await sync.sync(request)
    }
}
