/// The body of a request that creates a todo: the server assigns the id.
struct TodoDraftDTO: Encodable, Hashable, Sendable {
    /// The owner of the new todo.
    let userId: Int
    /// The title, already validated by the use case that created the todo.
    let title: String
    /// The completion state the todo had when the creation was queued.
    let completed: Bool
}
