/// An album as the JSONPlaceholder API sends it.
public struct AlbumDTO: Decodable, Hashable, Sendable {
    /// The id of the user who keeps the album.
    public let userId: Int
    /// The server's id, unique across all users; the store keeps it per server.
    public let id: Int
    /// The album's title, as the API sends it.
    public let title: String
}
