/// Finds one todo by the id a user typed, for commands that change it.
public protocol FetchTodoUseCase: Sendable {
    /// Throws `RepositoryError.notFound` for an unknown or deleted id, so a command can say so.
    func execute(id: Todo.ID) async throws(RepositoryError) -> Todo
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchTodoUseCase: FetchTodoUseCase {
    private let todos: any TodosRepository

    /// Takes the repository that holds the todos.
    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    /// Throws `RepositoryError.notFound` for an unknown or deleted id, so a command can say so.
    public func execute(id: Todo.ID) async throws(RepositoryError) -> Todo {
        try await todos.fetchTodo(id: id)
    }
}
