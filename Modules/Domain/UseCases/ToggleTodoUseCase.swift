/// Marks an open todo done, or a done one open again.
public protocol ToggleTodoUseCase: Sendable {
    /// Returns the todo as it now stands; throws `RepositoryError.notFound` when it was deleted meanwhile.
    func execute(_ todo: Todo) async throws(RepositoryError) -> Todo
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultToggleTodoUseCase: ToggleTodoUseCase {
    private let todos: any TodosRepository

    /// Takes the repository that holds the todos.
    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    /// Returns the todo as it now stands; throws `RepositoryError.notFound` when it was deleted meanwhile.
    public func execute(_ todo: Todo) async throws(RepositoryError) -> Todo {
        try await todos.setTodo(todo, completed: !todo.isCompleted)
    }
}
