import Foundation

/// One picture in an album: its title and where the full image and its thumbnail can be fetched.
///
/// The addresses are kept as the source gave them, checked to be http(s) URLs; the app never fetches
/// them itself, it shows them so the user can open them elsewhere.
public struct Photo: Identifiable, Hashable, Sendable {
    /// The source's integer id, unique across all albums.
    public typealias ID = Int

    /// The source's id; stable, so screens can diff and select by it.
    public let id: ID
    /// The album the photo belongs to.
    public let albumID: Album.ID
    /// The photo's one-line title.
    public let title: String
    /// The full-size image.
    public let imageURL: URL
    /// A small version of the image, for lists.
    public let thumbnailURL: URL

    /// Builds a photo from values already checked by the Data layer; nothing is validated here.
    public init(id: ID, albumID: Album.ID, title: String, imageURL: URL, thumbnailURL: URL) {
        self.id = id
        self.albumID = albumID
        self.title = title
        self.imageURL = imageURL
        self.thumbnailURL = thumbnailURL
    }
}
