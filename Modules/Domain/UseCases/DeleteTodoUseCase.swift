/// Removes a todo from its owner's list.
public struct DeleteTodoUseCase: Sendable {
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
