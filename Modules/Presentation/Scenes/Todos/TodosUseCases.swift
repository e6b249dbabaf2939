import StrataDomain

/// The use cases a todo list needs, passed as one value so the view model's initialiser stays short.
public struct TodosUseCases: Sendable {
    public let fetch: FetchTodosUseCase
    public let create: CreateTodoUseCase
    public let rename: RenameTodoUseCase
    public let toggle: ToggleTodoUseCase
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
