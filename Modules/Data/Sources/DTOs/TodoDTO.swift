/// A todo as the JSONPlaceholder API sends it.
public struct TodoDTO: Decodable, Hashable, Sendable {
    /// The id of the user whose list holds the todo.
    public let userId: Int
    /// The server's id; the local store keeps it as `server_id` and uses it as local id only when that is free.
    public let id: Int
    /// The title as the server has it, unvalidated.
    public let title: String
    /// Whether the todo is done.
    public let completed: Bool
}
