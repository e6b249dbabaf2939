import StrataDomain
import StrataNetworking

/// Albums and their photos, stored locally and refreshed from the server, with the read policy posts
/// have: a screen can show the stored copy at once, and keeps it, marked offline, when the server
/// cannot be reached.
///
/// Both lists are kept and dated per server (see `ServerAddress`): album ids mean something only on
/// the server that gave them.
struct OfflineFirstAlbumsRepository: AlbumsRepository {
    private let remote: any AlbumsRemoteDataSource
    private let store: SQLiteAlbumsStore
    private let server: ServerAddress
    private let reader: OfflineFirstReader

    /// Takes the remote source, the store it keeps copies in, the server both serve (which dates each
    /// list), and the reader that applies the read policy.
    init(
        remote: any AlbumsRemoteDataSource, store: SQLiteAlbumsStore, server: ServerAddress, reader: OfflineFirstReader
    ) {
        self.remote = remote
        self.store = store
        self.server = server
        self.reader = reader
    }

    /// Replaces the owner's stored albums with fresh ones; a list fetched empty shows empty offline too.
    func fetchAlbums(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Album]> {
        try await reader.readList(
            policy,
            key: CacheKey.albums(ownerID: ownerID, server: server),
            stored: { [store] () async throws(StorageError) in try await store.albums(ofOwner: ownerID) },
            remote: { [remote] () async throws(RequestFailure) in try await remote.fetchAlbums(userID: ownerID) },
            save: { [store] (fetched) async throws(StorageError) in
                try await store.replaceAlbums(fetched, ofOwner: ownerID)
            }
        )
    }

    /// Replaces the album's stored photos with fresh ones; a list fetched empty shows empty offline too,
    /// and `.stored` throws `notFound` for an album whose photos were never fetched.
    func fetchPhotos(albumID: Album.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Photo]> {
        try await reader.readList(
            policy,
            key: CacheKey.photos(albumID: albumID, server: server),
            stored: { [store] () async throws(StorageError) in try await store.photos(ofAlbum: albumID) },
            remote: { [remote] () async throws(RequestFailure) in try await remote.fetchPhotos(albumID: albumID) },
            save: { [store] (fetched) async throws(StorageError) in
                try await store.replacePhotos(fetched, ofAlbum: albumID)
            }
        )
    }
}
