/// A comment as the JSONPlaceholder API sends it.
package struct CommentDTO: Decodable, Hashable, Sendable {
    /// The id of the post this comment replies to.
    package let postId: Int
    /// The server's id, unique across all posts.
    package let id: Int
    /// The comment's subject line; the domain calls it `title`.
    package let name: String
    /// The commenter's email, the only identity a commenter has.
    package let email: String
    /// The comment text; may contain line breaks.
    package let body: String
}
