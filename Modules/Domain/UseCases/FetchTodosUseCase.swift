/// Loads a user's todos.
public struct FetchTodosUseCase: Sendable {
    private let todos: any TodosRepository

    /// Takes the repository that holds the todos.
    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    /// Includes local edits not yet sent; `.fresh` merges the server's list and starts a sync without
    /// waiting for it, `.stored` answers from the local copy only.
    public func execute(ownerID: User.ID, policy: ReadPolicy = .fresh) async throws(RepositoryError)
        -> Fetched<[Todo]>
    {
        try await todos.fetchTodos(ownerID: ownerID, policy: policy)
    }
}
