import StrataDomain

/// One todo as a list row shows it, with the todo it shows.
public struct TodoItemViewModel: Identifiable, Hashable, Sendable {
    /// The todo this row shows, for front ends and scripts that need raw values.
    public let todo: Todo

    /// The local id, which commands such as "toggle 3" use.
    public var id: Todo.ID { todo.id }
    /// The title as stored.
    public var title: String { todo.title }
    /// Whether the todo is done.
    public var isCompleted: Bool { todo.isCompleted }

    /// Wraps the todo; every string is read straight from it.
    public init(todo: Todo) {
        self.todo = todo
    }

    /// Where the todo stands with the server, as a short tag: "↑ pending"; `nil` once synced.
    public var syncBadge: String? {
        switch todo.syncStatus {
        case .synced: nil
        case .pending(nil): "↑ pending"
        case .pending(let error?): "↑ pending (\(error))"
        case .rejected(let reason): "✗ rejected by the server: \(reason)"
        case .conflict: "≠ the server no longer has it"
        }
    }

    /// Whether the server refused the todo's changes or no longer has it, so they can be retried or
    /// discarded.
    public var needsSettling: Bool {
        switch todo.syncStatus {
        case .rejected, .conflict: true
        case .synced, .pending: false
        }
    }

    /// `syncBadge` in a word or two, for a row too narrow for the whole badge: "✗ rejected"; the row
    /// then shows the whole badge on a line of its own. `nil` once synced.
    public var syncTag: String? {
        switch todo.syncStatus {
        case .synced: nil
        case .pending: "↑ pending"
        case .rejected: "✗ rejected"
        case .conflict: "≠ not on server"
        }
    }
}
