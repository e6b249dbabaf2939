/// Finds one todo by the id a user typed, for commands that change it.
public struct FetchTodoUseCase: Sendable {
    private let todos: any TodosRepository

    public init(todos: any TodosRepository) {
        self.todos = todos
    }

    public func execute(id: Todo.ID) async throws(RepositoryError) -> Todo {
        try await todos.fetchTodo(id: id)
    }
}
