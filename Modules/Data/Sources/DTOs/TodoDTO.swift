/// A todo as the JSONPlaceholder API sends it.
package struct TodoDTO: Decodable, Hashable, Sendable {
    /// The id of the user whose list holds the todo.
    package let userId: Int
    /// The server's id; the local store keeps it as `server_id` and uses it as local id only when that is free.
    package let id: Int
    /// The title as the server has it, unvalidated.
    package let title: String
    /// Whether the todo is done.
    package let completed: Bool
}
