/// The port through which use cases read users' albums and the photos in them.
public protocol AlbumsRepository: Sendable {
    /// The albums one user keeps, in the order the source keeps them; empty for a user with none.
    func fetchAlbums(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Album]>
    /// The photos of one album, in the order the source keeps them; `RepositoryError.notFound` when
    /// there is no album with that id.
    func fetchPhotos(albumID: Album.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Photo]>
}
