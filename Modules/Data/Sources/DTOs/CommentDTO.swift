/// A comment as the JSONPlaceholder API sends it.
public struct CommentDTO: Decodable, Hashable, Sendable {
    /// The id of the post this comment replies to.
    public let postId: Int
    /// The server's id, unique across all posts.
    public let id: Int
    /// The comment's subject line; the domain calls it `title`.
    public let name: String
    /// The commenter's email, the only identity a commenter has.
    public let email: String
    /// The comment text; may contain line breaks.
    public let body: String
}
