/// Sends again what the server refused or did not keep of a todo, for `strata todos retry ID`.
public protocol RetryTodoSyncUseCase: Sendable {
    /// Queues the todo's refused or unkept changes again and returns it as it now stands.
    func execute(_ todo: Todo) async throws(RepositoryError) -> Todo
}

/// The implementation over the sync port; view-model tests stand in for the protocol instead.
public struct DefaultRetryTodoSyncUseCase: RetryTodoSyncUseCase {
    private let sync: any TodoSyncRepository

    /// Takes the port that holds the outbox; the app passes the Data layer's.
    public init(sync: any TodoSyncRepository) {
        self.sync = sync
    }

    /// Queues the todo's refused or unkept changes again and returns it as it now stands.
    public func execute(_ todo: Todo) async throws(RepositoryError) -> Todo {
        try await sync.retry(todo)
    }
}
