/// Loads a user's todos.
public protocol FetchTodosUseCase: Sendable {
    /// Includes local edits not yet sent; `.fresh` merges the server's list and starts a sync without
    /// waiting for it, `.stored` answers from the local copy only.
    func execute(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchTodosUseCase: FetchTodosUseCase {
    private let todos: any TodosRepository

    /// Takes the repository that holds the todos.
    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    /// Includes local edits not yet sent; `.fresh` merges the server's list and starts a sync without
    /// waiting for it, `.stored` answers from the local copy only.
    public func execute(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]> {
        try await todos.fetchTodos(ownerID: ownerID, policy: policy)
    }
}
