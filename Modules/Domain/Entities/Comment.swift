/// A reader's reply to a post. Commenters are not users of the app, so only their email identifies them.
public struct Comment: Identifiable, Hashable, Sendable {
    public typealias ID = Int

    public let id: ID
    public let postID: Post.ID
    public let title: String
    public let authorEmail: String
    public let body: String

    public init(id: ID, postID: Post.ID, title: String, authorEmail: String, body: String) {
        self.id = id
        self.postID = postID
        self.title = title
        self.authorEmail = authorEmail
        self.body = body
    }
}
