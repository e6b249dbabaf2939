import Observation
import StrataDomain

/// Drives the list of the photos in one album.
@MainActor
@Observable
public final class DefaultAlbumPhotosViewModel: AlbumPhotosViewModel {
    /// The album whose photos these are.
    public let albumID: Album.ID
    /// The header title, which names the album by id since its title is not loaded here.
    public var title: String { "Photos in album \(albumID)" }
    /// The photo rows, inside the case that shows them.
    public var state: AlbumPhotosState { loader.state }
    /// Whether the photos load, a refresh included.
    public var isLoading: Bool { loader.isLoading }

    private let loader: ContentLoader<ListContent<PhotoItemViewModel>>

    /// Nothing loads until `load()`.
    public init(albumID: Album.ID, fetchPhotos: any FetchAlbumPhotosUseCase) {
        self.albumID = albumID
        let fetch: ContentLoader<ListContent<PhotoItemViewModel>>.Fetch = { policy async throws(RepositoryError) in
            ListContent(try await fetchPhotos.execute(albumID: albumID, policy: policy), row: PhotoItemViewModel.init)
        }
        loader = ContentLoader(
            describe: { ErrorViewModel($0, notFound: "Album \(albumID) does not exist") }, fetch: fetch)
    }

    /// Loads the photos unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded()
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload()
    }
}
