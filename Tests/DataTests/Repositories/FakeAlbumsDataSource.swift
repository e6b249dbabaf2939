import Foundation
import StrataDomain
import StrataNetworking
import StrataTestSupport

@testable import StrataData

/// A working in-memory albums source that counts its requests; `failure` makes every call fail, and an
/// album with no photos listed is one the server does not have.
final class FakeAlbumsDataSource: AlbumsRemoteDataSource {
    private let albums: [Album]
    private let photos: [Photo]
    private let failure: NetworkError?
    private let requests = Locked(0)

    init(albums: [Album] = [], photos: [Photo] = [], failure: NetworkError? = nil) {
        self.albums = albums
        self.photos = photos
        self.failure = failure
    }

    /// Every request of any kind.
    var requestCount: Int { requests.withLock { $0 } }

    func fetchAlbums(userID: User.ID) async throws(RequestFailure) -> [Album] {
        requests.withLock { $0 += 1 }
        if let failure { throw RequestFailure(request: "GET /users/\(userID)/albums", cause: .network(failure)) }
        return albums.filter { $0.ownerID == userID }
    }

    func fetchPhotos(albumID: Album.ID) async throws(RequestFailure) -> [Photo] {
        requests.withLock { $0 += 1 }
        let request = "GET /albums/\(albumID)/photos"
        if let failure { throw RequestFailure(request: request, cause: .network(failure)) }
        let found = photos.filter { $0.albumID == albumID }
        guard !found.isEmpty else {
            throw RequestFailure(request: request, cause: .network(.httpStatus(code: 404, body: Data("{}".utf8))))
        }
        return found
    }
}
