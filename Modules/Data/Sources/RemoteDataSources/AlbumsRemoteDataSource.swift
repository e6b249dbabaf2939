import StrataDomain
import StrataNetworking

/// Where the albums repository fetches albums and photos over the network. A protocol so repository
/// tests can stand in canned answers without a server.
///
/// Unlike the posts source it answers with domain values: a photo's addresses are checked by mapping
/// it, and that check, like every other, belongs where the answer is parsed, naming the request.
protocol AlbumsRemoteDataSource: Sendable {
    /// Every album of one user; empty for a user with none.
    func fetchAlbums(userID: User.ID) async throws(RequestFailure) -> [Album]
    /// Every photo of one album; a `RequestFailure` whose cause is an HTTP 404 when there is no such album.
    func fetchPhotos(albumID: Album.ID) async throws(RequestFailure) -> [Photo]
}

/// Fetches albums and photos from a JSONPlaceholder-compatible server and checks every answer against
/// its request: positive ids, items of the parent asked for, and photo addresses that are absolute
/// http or https URLs.
struct HTTPAlbumsDataSource: AlbumsRemoteDataSource {
    /// Every call goes through it, so its retries, deadline and response cache apply.
    let client: HTTPClient

    func fetchAlbums(userID: User.ID) async throws(RequestFailure) -> [Album] {
        let endpoint = JSONPlaceholderAPI.albums(userID: userID)
        let albums = try await client.value(calling: endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.listedIDs(albums.map(\.id), of: "album")
        try check.belong(albums.map(\.userId), to: userID, item: "album", parentKind: "user")
        return albums.map { $0.toDomain() }
    }

    /// An empty list is checked against the album itself: json-server answers `[]` for an album it does
    /// not have, and the port promises `notFound` for one.
    func fetchPhotos(albumID: Album.ID) async throws(RequestFailure) -> [Photo] {
        let endpoint = JSONPlaceholderAPI.photos(albumID: albumID)
        let photos = try await client.value(calling: endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.listedIDs(photos.map(\.id), of: "photo")
        try check.belong(photos.map(\.albumId), to: albumID, item: "photo", parentKind: "album")
        if photos.isEmpty { try await requireAlbum(albumID) }
        var mapped: [Photo] = []
        mapped.reserveCapacity(photos.count)
        for photo in photos {
            do {
                mapped.append(try photo.toDomain())
            } catch {
                throw check.failure("the server answered photo \(photo.id), but \(error)")
            }
        }
        return mapped
    }

    /// Throws the request's 404 when the server has no album `id`.
    private func requireAlbum(_ id: Album.ID) async throws(RequestFailure) {
        let endpoint = JSONPlaceholderAPI.album(id: id)
        let album = try await client.value(calling: endpoint)
        try AnswerCheck(request: client.requestName(endpoint)).same(album.id, asked: id, kind: "album")
    }
}
