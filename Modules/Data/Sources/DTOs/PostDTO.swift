/// A post as the JSONPlaceholder API sends it.
package struct PostDTO: Decodable, Hashable, Sendable {
    /// The id of the user who wrote the post.
    package let userId: Int
    /// The server's id; also the local id, since posts are stored under the id the server gives them.
    package let id: Int
    /// The post's headline, as the API sends it.
    package let title: String
    /// The full text; may contain line breaks.
    package let body: String
}
