import StrataDomain

/// The local copy of each owner's albums and each album's photos, for the server the store serves.
protocol AlbumsStore: Sendable {
    /// Makes `albums` the stored albums of the owner, dropping ones the source no longer lists.
    func replaceAlbums(_ albums: [Album], ofOwner ownerID: User.ID) async throws(StorageError)
    /// The stored albums of the owner by id; empty when none are stored.
    func albums(ofOwner ownerID: User.ID) async throws(StorageError) -> [Album]
    /// Makes `photos` the stored photos of the album, dropping ones the source no longer lists.
    func replacePhotos(_ photos: [Photo], ofAlbum albumID: Album.ID) async throws(StorageError)
    /// The stored photos of the album by id; empty when none are stored.
    func photos(ofAlbum albumID: Album.ID) async throws(StorageError) -> [Photo]
}
