/// A post as the JSONPlaceholder API sends it.
public struct PostDTO: Decodable, Hashable, Sendable {
    /// The id of the user who wrote the post.
    public let userId: Int
    /// The server's id; also the local id, since posts are stored under the id the server gives them.
    public let id: Int
    /// The post's headline, as the API sends it.
    public let title: String
    /// The full text; may contain line breaks.
    public let body: String
}
