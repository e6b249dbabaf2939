/// Removes a todo from its owner's list.
public protocol DeleteTodoUseCase: Sendable {
    /// Throws `RepositoryError.notFound` when the todo was already deleted.
    func execute(_ todo: Todo) async throws(RepositoryError)
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultDeleteTodoUseCase: DeleteTodoUseCase {
    private let todos: any TodosRepository

    /// Takes the repository that holds the todo.
    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    /// Throws `RepositoryError.notFound` when the todo was already deleted.
    public func execute(_ todo: Todo) async throws(RepositoryError) {
        try await todos.deleteTodo(todo)
    }
}
