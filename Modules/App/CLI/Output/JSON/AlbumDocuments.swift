import StrataDomain

/// An album as `--json` prints it: the source's fields, under the source's names.
struct AlbumDocument: FieldSelectable {
    static let phrase = "an album"

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, userId, title
    }

    let id: Int
    let userId: Int
    let title: String

    init(_ album: Album) {
        id = album.id
        userId = album.ownerID
        title = album.title
    }
}

/// A photo as `--json` prints it: the source's fields, under the source's names.
struct PhotoDocument: FieldSelectable {
    static let phrase = "a photo"

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, albumId, title, url, thumbnailUrl
    }

    let id: Int
    let albumId: Int
    let title: String
    let url: String
    let thumbnailUrl: String

    init(_ photo: Photo) {
        id = photo.id
        albumId = photo.albumID
        title = photo.title
        url = photo.imageURL.absoluteString
        thumbnailUrl = photo.thumbnailURL.absoluteString
    }
}
