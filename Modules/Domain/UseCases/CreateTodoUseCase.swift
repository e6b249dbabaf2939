/// Adds a todo to a user's list.
public struct CreateTodoUseCase: Sendable {
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
