/// Removes a todo from its owner's list.
public struct DeleteTodoUseCase: Sendable {
    private let todos: any TodosRepository

    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    public func execute(_ todo: Todo) async throws(RepositoryError) {
        try await todos.deleteTodo(todo)
    }
}
