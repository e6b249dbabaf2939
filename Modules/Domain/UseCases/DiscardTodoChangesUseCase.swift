/// Gives up what the server refused or did not keep of a todo, for `strata todos discard ID`.
public protocol DiscardTodoChangesUseCase: Sendable {
    /// Accepts the server's version of the todo and returns what was lost, for the caller to say.
    func execute(_ todo: Todo) async throws(RepositoryError) -> [DiscardedChange]
}

/// The implementation over the sync port; view-model tests stand in for the protocol instead.
public struct DefaultDiscardTodoChangesUseCase: DiscardTodoChangesUseCase {
    private let sync: any TodoSyncRepository

    /// Takes the port that holds the outbox; the app passes the Data layer's.
    public init(sync: any TodoSyncRepository) {
        self.sync = sync
    }

    /// Accepts the server's version of the todo and returns what was lost, for the caller to say.
    public func execute(_ todo: Todo) async throws(RepositoryError) -> [DiscardedChange] {
        try await sync.discardChanges(of: todo)
    }
}
