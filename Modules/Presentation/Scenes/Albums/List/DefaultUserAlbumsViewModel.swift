import Observation
import StrataDomain

/// Drives the list of the albums one user keeps.
///
/// A user who does not exist is an error, never "no albums": the list loads with the user
/// (`ContentLoader.userList`).
@MainActor
@Observable
public final class DefaultUserAlbumsViewModel: UserAlbumsViewModel {
    /// The user whose albums these are.
    public let ownerID: User.ID
    /// The header title, which names the user by id since the name is not loaded here.
    public var title: String { "Albums of user \(ownerID)" }
    /// The album rows, inside the case that shows them.
    public var state: UserAlbumsState { loader.state }
    /// Whether the albums load, a refresh included.
    public var isLoading: Bool { loader.isLoading }

    private let loader: ContentLoader<ListContent<AlbumItemViewModel>>
    @ObservationIgnored private let showPhotos: @MainActor (Album.ID) -> Void

    /// Nothing loads until `load()`; `showPhotos` opens the photos of a selected album.
    public init(
        ownerID: User.ID,
        fetchUser: any FetchUserUseCase,
        fetchAlbums: any FetchUserAlbumsUseCase,
        showPhotos: @escaping @MainActor (Album.ID) -> Void = { _ in }
    ) {
        self.ownerID = ownerID
        self.showPhotos = showPhotos
        loader = .userList(of: ownerID, fetchUser: fetchUser, row: AlbumItemViewModel.init) {
            policy async throws(RepositoryError) in try await fetchAlbums.execute(ownerID: ownerID, policy: policy)
        }
    }

    /// Loads the albums unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded()
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload()
    }

    /// Opens the photos of the album in that row.
    public func didSelect(itemAt index: Int) {
        guard let item = state.content?.item(at: index) else { return }
        showPhotos(item.id)
    }
}
