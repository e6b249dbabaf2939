import StrataPresentation

/// The photos of one album.
struct AlbumPhotosDocument: ScreenDocumentBody {
    let screen = "album-photos"
    let albumId: Int
    let photos: [PhotoDocument]

    private enum CodingKeys: String, CodingKey {
        case albumId, photos
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(photos, names: names) }

    @MainActor
    static func make(_ model: any AlbumPhotosViewModel, route: String) -> ScreenDocument? {
        ScreenDocument.list(model.state, route: route) { items in
            AlbumPhotosDocument(albumId: model.albumID, photos: items.map { PhotoDocument($0.photo) })
        }
    }
}
