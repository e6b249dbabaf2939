import StrataDomain

/// One todo as a list row shows it.
public struct TodoItemViewModel: Identifiable, Hashable, Sendable, Encodable {
    public let id: Todo.ID
    public let title: String
    public let isCompleted: Bool
    /// "[x]" or "[ ]", for text front ends.
    public let checkbox: String
    /// Whether the change waits to be sent to the server.
    public let isPending: Bool

    public init(todo: Todo) {
        id = todo.id
        title = todo.title
        isCompleted = todo.isCompleted
        checkbox = todo.isCompleted ? "[x]" : "[ ]"
        if case .pending = todo.syncStatus { isPending = true } else { isPending = false }
    }
}
