import StrataDomain

/// One row of a user's albums, with display-ready text and the album it shows.
public struct AlbumItemViewModel: Identifiable, Hashable, Sendable {
    /// The album this row shows, for front ends and scripts that need its raw values.
    public let album: Album
    /// The album's title, first letter upper-cased.
    public let title: String

    /// The album's id, for selection and diffing.
    public var id: Album.ID { album.id }

    /// Prepares the string once, so drawing a row computes nothing.
    public init(album: Album) {
        self.album = album
        title = album.title.sentenceCased
    }
}
