import StrataDomain

/// A todo as the local store holds it: the domain value, with its sync status, and the server's id.
///
/// `todo.id` is the local id, the one users see and type; it never changes, even when the server
/// assigns its own id to a local todo.
struct StoredTodo: Hashable, Sendable {
    /// The todo as the user sees it, its sync status included.
    let todo: Todo
    /// The server's id, `nil` until the server has accepted the todo's creation.
    let serverID: Int?
}
