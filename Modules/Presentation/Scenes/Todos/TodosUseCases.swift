import StrataDomain

/// The use cases a todo list needs, passed as one value so the view model's initialiser stays short.
public struct TodosUseCases: Sendable {
    /// Loads the list.
    public let fetch: FetchTodosUseCase
    /// Adds a todo, validating the title.
    public let create: CreateTodoUseCase
    /// Renames a todo, validating the title.
    public let rename: RenameTodoUseCase
    /// Marks a todo done or open.
    public let toggle: ToggleTodoUseCase
    /// Removes a todo.
    public let delete: DeleteTodoUseCase

    /// Builds every use case over one repository.
    public init(todos: any TodosRepository) {
        fetch = FetchTodosUseCase(todos: todos)
        create = CreateTodoUseCase(todos: todos)
        rename = RenameTodoUseCase(todos: todos)
        toggle = ToggleTodoUseCase(todos: todos)
        delete = DeleteTodoUseCase(todos: todos)
    }
}
