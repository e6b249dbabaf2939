import StrataPresentation

/// The albums one user keeps.
struct UserAlbumsDocument: ScreenDocumentBody {
    let screen = "user-albums"
    let userId: Int
    let albums: [AlbumDocument]

    private enum CodingKeys: String, CodingKey {
        case userId, albums
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(albums, names: names) }

    @MainActor
    static func make(_ model: any UserAlbumsViewModel, route: String) -> ScreenDocument? {
        ScreenDocument.list(model.state, route: route) { items in
            UserAlbumsDocument(userId: model.ownerID, albums: items.map { AlbumDocument($0.album) })
        }
    }
}
