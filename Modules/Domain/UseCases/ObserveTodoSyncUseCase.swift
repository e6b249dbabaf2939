/// Follows every sync of the local todo edits as it ends, so a screen's pending mark and status line
/// track the outbox without the user pressing refresh.
public protocol ObserveTodoSyncUseCase: Sendable {
    /// One report per sync that ends from now on; stop iterating to stop following.
    func execute() -> AsyncStream<TodoSyncReport>
}

/// The implementation over the sync port; view-model tests stand in for the protocol instead.
public struct DefaultObserveTodoSyncUseCase: ObserveTodoSyncUseCase {
    private let sync: any TodoSyncRepository

    /// Takes the port whose syncs to follow; the app passes the Data layer's.
    public init(sync: any TodoSyncRepository) {
        self.sync = sync
    }

    /// One report per sync that ends from now on; stop iterating to stop following.
    public func execute() -> AsyncStream<TodoSyncReport> {
        sync.reports()
    }
}
