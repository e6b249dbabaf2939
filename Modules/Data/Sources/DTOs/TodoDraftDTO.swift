/// The body of a request that creates a todo: the server assigns the id.
public struct TodoDraftDTO: Encodable, Hashable, Sendable {
    /// The owner of the new todo.
    public let userId: Int
    /// The title, already validated by the use case that created the todo.
    public let title: String
    /// The completion state the todo had when the creation was queued.
    public let completed: Bool

    /// Built by the synchronizer from an outbox `create` operation.
    public init(userId: Int, title: String, completed: Bool) {
        self.userId = userId
        self.title = title
        self.completed = completed
    }
}
