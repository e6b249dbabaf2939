/// A reader's reply to a post. Commenters are not users of the app, so only their email identifies them.
public struct Comment: Identifiable, Hashable, Sendable {
    /// The source's integer id, unique across all posts.
    public typealias ID = Int

    /// The source's id; stable, so screens can diff and select by it.
    public let id: ID
    /// The post this comment replies to.
    public let postID: Post.ID
    /// The comment's one-line subject, shown above its body (the API calls it `name`).
    public let title: String
    /// The commenter's email, the only identity a commenter has; shown as the author line.
    public let authorEmail: String
    /// The comment text; may contain line breaks.
    public let body: String

    /// Builds a comment from values already checked by the Data layer; nothing is validated here.
    public init(id: ID, postID: Post.ID, title: String, authorEmail: String, body: String) {
        self.id = id
        self.postID = postID
        self.title = title
        self.authorEmail = authorEmail
        self.body = body
    }
}
