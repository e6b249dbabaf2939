/// Loads a user's todos.
public struct FetchTodosUseCase: Sendable {
    private let todos: any TodosRepository

    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    public func execute(ownerID: User.ID, policy: ReadPolicy = .fresh) async throws(RepositoryError)
        -> Fetched<[Todo]>
    {
        try await todos.fetchTodos(ownerID: ownerID, policy: policy)
    }
}
