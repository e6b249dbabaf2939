/// Loads the albums one user keeps.
public protocol FetchUserAlbumsUseCase: Sendable {
    /// The user's albums in the source's order; `.stored` reads the local copy only, for an instant
    /// first paint.
    func execute(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Album]>
}

/// The implementation over the repository port; view-model tests stand in for the protocol instead.
public struct DefaultFetchUserAlbumsUseCase: FetchUserAlbumsUseCase {
    private let albums: any AlbumsRepository

    /// Takes the repository to read albums from.
    public init(albums: any AlbumsRepository) {
        self.albums = albums
    }

    /// The user's albums in the source's order; `.stored` reads the local copy only, for an instant
    /// first paint.
    public func execute(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Album]> {
        try await albums.fetchAlbums(ownerID: ownerID, policy: policy)
    }
}
