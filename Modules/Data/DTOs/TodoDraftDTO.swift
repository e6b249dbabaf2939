/// The body of a request that creates a todo: the server assigns the id.
public struct TodoDraftDTO: Encodable, Hashable, Sendable {
    public let userId: Int
    public let title: String
    public let completed: Bool

    public init(userId: Int, title: String, completed: Bool) {
        self.userId = userId
        self.title = title
        self.completed = completed
    }
}
