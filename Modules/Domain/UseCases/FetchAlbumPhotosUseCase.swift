/// Loads the photos of one album.
public protocol FetchAlbumPhotosUseCase: Sendable {
    /// The album's photos in the source's order; `.stored` reads the local copy only, for an instant
    /// first paint.
    func execute(albumID: Album.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Photo]>
}

/// The implementation over the repository port; view-model tests stand in for the protocol instead.
public struct DefaultFetchAlbumPhotosUseCase: FetchAlbumPhotosUseCase {
    private let albums: any AlbumsRepository

    /// Takes the repository to read photos from.
    public init(albums: any AlbumsRepository) {
        self.albums = albums
    }

    /// The album's photos in the source's order; `.stored` reads the local copy only, for an instant
    /// first paint.
    public func execute(albumID: Album.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Photo]> {
        try await albums.fetchPhotos(albumID: albumID, policy: policy)
    }
}
