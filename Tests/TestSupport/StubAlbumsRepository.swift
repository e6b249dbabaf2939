import StrataDomain

/// Returns canned albums and photos, as a repository with an empty local store: `.stored` reads
/// miss, `.fresh` reads answer; photos of an album it does not have are `notFound`, as the port says.
public final class StubAlbumsRepository: AlbumsRepository, Sendable {
    private let albums: [Album]
    private let photos: [Photo]
    private let failure: Locked<RepositoryError?> = Locked(nil)

    public init(albums: [Album] = [], photos: [Photo] = []) {
        self.albums = albums
        self.photos = photos
    }

    /// Every call fails with this error while it is set.
    public var failing: RepositoryError? {
        get { failure.withLock { $0 } }
        set { failure.withLock { $0 = newValue } }
    }

    public func fetchAlbums(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Album]> {
        guard policy == .fresh else { throw .notFound }
        if let failing { throw failing }
        return Fetched(albums.filter { $0.ownerID == ownerID }, freshness: .current)
    }

    public func fetchPhotos(albumID: Album.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Photo]> {
        guard policy == .fresh else { throw .notFound }
        if let failing { throw failing }
        guard albums.contains(where: { $0.id == albumID }) else { throw .notFound }
        return Fetched(photos.filter { $0.albumID == albumID }, freshness: .current)
    }
}
