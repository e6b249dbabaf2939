/// An album as the JSONPlaceholder API sends it.
package struct AlbumDTO: Decodable, Hashable, Sendable {
    /// The id of the user who keeps the album.
    package let userId: Int
    /// The server's id, unique across all users; the store keeps it per server.
    package let id: Int
    /// The album's title, as the API sends it.
    package let title: String
}
