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
        guard let list = model.state.content else { return nil }
        let body = AlbumPhotosDocument(albumId: model.albumID, photos: list.items.map { PhotoDocument($0.photo) })
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(list.freshness))
    }
}
