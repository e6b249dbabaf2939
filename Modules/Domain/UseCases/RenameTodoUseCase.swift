/// Gives a todo a new title.
public protocol RenameTodoUseCase: Sendable {
    /// Rejects an empty or overlong title before anything is written.
    func execute(_ todo: Todo, title: String) async throws(RepositoryError) -> Todo
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultRenameTodoUseCase: RenameTodoUseCase {
    private let todos: any TodosRepository

    /// Takes the repository that holds the todos.
    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    /// Rejects an empty or overlong title before anything is written.
    public func execute(_ todo: Todo, title: String) async throws(RepositoryError) -> Todo {
        try await todos.renameTodo(todo, to: TodoTitle.validated(title))
    }
}
