/// Adds a todo to a user's list.
public protocol CreateTodoUseCase: Sendable {
    /// Rejects an empty or overlong title before anything is written.
    func execute(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultCreateTodoUseCase: CreateTodoUseCase {
    private let todos: any TodosRepository

    /// Takes the repository that stores the new todo; the app passes the local-first one.
    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    /// Rejects an empty or overlong title before anything is written.
    public func execute(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo {
        try await todos.createTodo(ownerID: ownerID, title: TodoTitle.validated(title))
    }
}
