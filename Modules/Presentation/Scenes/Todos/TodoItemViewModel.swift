import StrataDomain

/// One todo as a list row shows it.
public struct TodoItemViewModel: Identifiable, Hashable, Sendable, Encodable {
    /// The local id, which commands such as "toggle 3" use.
    public let id: Todo.ID
    /// The title as stored.
    public let title: String
    /// Whether the todo is done, for front ends that draw their own checkbox.
    public let isCompleted: Bool
    /// "[x]" or "[ ]", for text front ends.
    public let checkbox: String
    /// Whether the change waits to be sent to the server.
    public let isPending: Bool

    /// Prepares every string once, so drawing a row computes nothing.
    public init(todo: Todo) {
        id = todo.id
        title = todo.title
        isCompleted = todo.isCompleted
        checkbox = todo.isCompleted ? "[x]" : "[ ]"
        if case .pending = todo.syncStatus { isPending = true } else { isPending = false }
    }
}
