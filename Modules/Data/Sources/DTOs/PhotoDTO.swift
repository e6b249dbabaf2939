/// A photo as the JSONPlaceholder API sends it: its addresses as text, checked only when it is mapped,
/// so a server's bad address is an error that names the field rather than a decoding failure.
package struct PhotoDTO: Decodable, Hashable, Sendable {
    /// The id of the album the photo belongs to.
    package let albumId: Int
    /// The server's id, unique across all albums; the store keeps it per server.
    package let id: Int
    /// The photo's title, as the API sends it.
    package let title: String
    /// The full-size image's address; the domain calls it `imageURL`.
    package let url: String
    /// The small image's address, for lists; the domain calls it `thumbnailURL`.
    package let thumbnailUrl: String
}
