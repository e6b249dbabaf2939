/// A piece of writing published by a user; the main content of the app.
public struct Post: Identifiable, Hashable, Sendable {
    public typealias ID = Int

    public let id: ID
    public let authorID: User.ID
    public let title: String
    public let body: String

    public init(id: ID, authorID: User.ID, title: String, body: String) {
        self.id = id
        self.authorID = authorID
        self.title = title
        self.body = body
    }
}
