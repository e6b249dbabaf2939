import Observation
import StrataDomain

/// Presents a user's profile to a passive `UserProfileView`.
///
/// The view is held weakly and may come and go: detaching cancels the load in flight (no one is left
/// to show it to), and attaching replays the last display, so nothing is lost across a redraw.
@MainActor
@Observable
public final class DefaultUserProfilePresenter: UserProfilePresenter {
    /// The user shown, known before the profile loads.
    public let userID: User.ID
    /// What the presenter last showed, replayed on attach.
    public private(set) var display: UserProfileDisplay = .loading
    /// Whether the profile loads, a refresh included.
    public var isLoading: Bool { tasks.isRunning }

    @ObservationIgnored private weak var view: (any UserProfileView)?
    @ObservationIgnored private let fetchUser: any FetchUserUseCase
    @ObservationIgnored private let actions: UserProfilePresenterActions
    private let tasks = TaskRunner()
    @ObservationIgnored private var hasLoaded = false
    /// Set when `detach()` cancelled a load: the work still winding down must not be waited for.
    @ObservationIgnored private var loadWasCancelled = false

    /// Nothing loads until `load()`, and nothing is drawn until a view is attached.
    public init(userID: User.ID, fetchUser: any FetchUserUseCase, actions: UserProfilePresenterActions) {
        self.userID = userID
        self.fetchUser = fetchUser
        self.actions = actions
    }

    /// The title for navigation headers: the user's name once known.
    public var title: String {
        if case .profile(let content, _) = display { content.user.name } else { "User \(userID)" }
    }

    /// Starts showing into `view`, beginning with the last display.
    public func attach(_ view: any UserProfileView) {
        self.view = view
        render()
    }

    /// Stops showing into the view and cancels the load in flight; `load()` starts it again.
    public func detach() {
        view = nil
        if tasks.isRunning { loadWasCancelled = true }
        tasks.cancelAll()
    }

    /// Loads the profile unless it is loaded or loading already.
    public func load() async {
        if tasks.isRunning, !loadWasCancelled {
            await tasks.waitUntilIdle()
        } else if !hasLoaded {
            await refresh()
        }
    }

    /// Loads again, cancelling a load in flight; a profile already shown stays until the new one arrives.
    public func refresh() async {
        loadWasCancelled = false
        if !hasLoaded {
            show(.loading)
        }
        let fetchUser = self.fetchUser
        let userID = self.userID
        let showsContent = hasLoaded
        await tasks.run(.replacingCurrent) { [weak self] in
            await CacheThenNetwork.load(
                showsContent: showsContent,
                fetch: { policy async throws(RepositoryError) in
                    try await fetchUser.execute(userID: userID, policy: policy)
                },
                show: { fetched in
                    self?.hasLoaded = true
                    self?.show(.profile(UserProfileContent(fetched.value), freshness: fetched.freshness))
                },
                fail: { error in
                    self?.show(.error(ErrorViewModel(error, notFound: "User \(userID) does not exist")))
                }
            )
        }
    }

    /// Opens the user's posts.
    public func showPosts() {
        actions.showPosts(userID)
    }

    /// Opens the user's todos read-only.
    public func showTodos() {
        actions.showTodos(userID)
    }

    /// Opens the user's albums.
    public func showAlbums() {
        actions.showAlbums(userID)
    }

    private func show(_ display: UserProfileDisplay) {
        self.display = display
        render()
    }

    private func render() {
        switch display {
        case .loading: view?.showLoading()
        case .profile(let content, let freshness):
            view?.show(content, freshnessNote: FreshnessNote.text(for: freshness))
        case .error(let error): view?.showError(error)
        }
    }
}
