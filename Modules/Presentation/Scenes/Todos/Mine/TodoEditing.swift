import StrataDomain

/// The use cases that change the signed-in user's todos, handed to their list only: someone else's
/// list never receives them.
public struct TodoEditing: Sendable {
    /// Adds a todo, validating the title.
    public let create: any CreateTodoUseCase
    /// Renames a todo, validating the title.
    public let rename: any RenameTodoUseCase
    /// Marks a todo done or open.
    public let toggle: any ToggleTodoUseCase
    /// Removes a todo.
    public let delete: any DeleteTodoUseCase

    /// Groups the use cases the composition root made for the signed-in user.
    public init(
        create: any CreateTodoUseCase,
        rename: any RenameTodoUseCase,
        toggle: any ToggleTodoUseCase,
        delete: any DeleteTodoUseCase
    ) {
        self.create = create
        self.rename = rename
        self.toggle = toggle
        self.delete = delete
    }
}
