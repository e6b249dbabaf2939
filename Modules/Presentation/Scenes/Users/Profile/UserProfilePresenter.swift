import StrataDomain

/// Presents a user's profile to a passive `UserProfileView`.
///
/// The view is held weakly and may come and go (`attach`/`detach`); the presenter remembers what it
/// last showed and replays it to a newly attached view, so nothing is lost across a redraw.
@MainActor
public final class UserProfilePresenter {
    /// The last thing shown, replayed on attach.
    public enum Display: Hashable, Sendable {
        /// The profile is being loaded and nothing is stored to show.
        case loading
        /// The profile, with "Offline — as of …" as `freshnessNote` when it is not current.
        case profile(UserProfileContent, freshnessNote: String?)
        /// The load failed with nothing stored to fall back on, or the user does not exist.
        case error(ErrorViewModel)
    }

    /// The user shown, known before the profile loads.
    public let userID: User.ID
    /// What the presenter last showed, also for tests that observe it without a view.
    public private(set) var display: Display = .loading
    private weak var view: (any UserProfileView)?
    private let fetchUser: FetchUserUseCase
    private let actions: UserProfilePresenterActions
    private let runner = LatestTaskRunner()
    private var hasLoaded = false

    /// Nothing loads until `load()`, and nothing is drawn until a view is attached.
    public init(userID: User.ID, fetchUser: FetchUserUseCase, actions: UserProfilePresenterActions) {
        self.userID = userID
        self.fetchUser = fetchUser
        self.actions = actions
    }

    /// The title for navigation headers: the user's name once known.
    public var title: String {
        if case .profile(let content, _) = display { content.name } else { "User \(userID)" }
    }

    /// Starts showing into `view`, beginning with the current display.
    public func attach(_ view: any UserProfileView) {
        self.view = view
        render()
    }

    /// Stops showing into the view, as when it leaves the screen; `attach(_:)` replays the display later.
    public func detach() {
        view = nil
    }

    /// Loads the profile unless it is loaded already.
    public func load() async {
        if runner.isRunning {
            await runner.waitForCurrent()
        } else if !hasLoaded {
            await reload()
        }
    }

    /// Loads again, cancelling a load in flight.
    public func reload() async {
        if !hasLoaded {
            show(.loading)
        }
        let fetchUser = self.fetchUser
        let userID = self.userID
        let showsContent = hasLoaded
        await runner.run { [weak self] in
            guard let self else { return }
            await CacheThenNetwork.load(
                showsContent: showsContent,
                fetch: { policy async throws(RepositoryError) in
                    try await fetchUser.execute(userID: userID, policy: policy)
                },
                show: { fetched in
                    self.hasLoaded = true
                    self.show(
                        .profile(
                            UserProfileContent(fetched.value),
                            freshnessNote: FreshnessNote.text(for: fetched.freshness)
                        )
                    )
                },
                fail: { error in
                    self.show(.error(ErrorViewModel(error, notFound: "User \(userID) does not exist")))
                }
            )
        }
    }

    /// Opens the user's posts.
    public func showPosts() {
        actions.showPosts(userID)
    }

    /// Opens the user's todos read-only; only the todos flow edits the signed-in user's own list.
    public func showTodos() {
        actions.showTodos(userID)
    }

    private func show(_ display: Display) {
        self.display = display
        render()
    }

    private func render() {
        switch display {
        case .loading: view?.showLoading()
        case .profile(let content, let note): view?.show(content, freshnessNote: note)
        case .error(let error): view?.showError(error)
        }
    }
}
