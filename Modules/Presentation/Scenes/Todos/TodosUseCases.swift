import StrataDomain

/// The use cases a todo list needs, passed as one value so the view model's initialiser stays short.
public struct TodosUseCases: Sendable {
    /// Loads the list.
    public let fetch: any FetchTodosUseCase
    /// Adds a todo, validating the title.
    public let create: any CreateTodoUseCase
    /// Renames a todo, validating the title.
    public let rename: any RenameTodoUseCase
    /// Marks a todo done or open.
    public let toggle: any ToggleTodoUseCase
    /// Removes a todo.
    public let delete: any DeleteTodoUseCase

    /// Builds every use case over one repository.
    public init(todos: any TodosRepository) {
        fetch = DefaultFetchTodosUseCase(todos: todos)
        create = DefaultCreateTodoUseCase(todos: todos)
        rename = DefaultRenameTodoUseCase(todos: todos)
        toggle = DefaultToggleTodoUseCase(todos: todos)
        delete = DefaultDeleteTodoUseCase(todos: todos)
    }
}
