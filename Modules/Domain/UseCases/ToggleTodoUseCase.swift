/// Marks an open todo done, or a done one open again.
public struct ToggleTodoUseCase: Sendable {
    private let todos: any TodosRepository

    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    public func execute(_ todo: Todo) async throws(RepositoryError) -> Todo {
        try await todos.setTodo(todo, completed: !todo.isCompleted)
    }
}
