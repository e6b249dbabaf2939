import StrataDomain

/// The events the MVP profile answers to, besides the loading every screen shares.
@MainActor
public protocol UserProfilePresenterInput: ScreenViewModelInput {
    /// Starts showing into `view`, beginning with the last display, so nothing is lost across a redraw.
    func attach(_ view: any UserProfileView)
    /// Stops showing into the view, as when it leaves the screen, and cancels the load in flight.
    func detach()
    /// Opens the user's posts.
    func showPosts()
    /// Opens the user's todos read-only; only the todos flow edits the signed-in user's own list.
    func showTodos()
    /// Opens the user's albums.
    func showAlbums()
}

/// What the profile presenter exposes besides what it pushes into its view.
@MainActor
public protocol UserProfilePresenterOutput: ScreenViewModelOutput {
    /// The user shown, known before the profile loads.
    var userID: User.ID { get }
    /// What the presenter last showed, replayed on attach; also for tests that observe it without a view.
    var display: UserProfileDisplay { get }
}

/// The MVP profile's presenter as its views see it; `DefaultUserProfilePresenter` is the implementation.
public typealias UserProfilePresenter = UserProfilePresenterInput & UserProfilePresenterOutput

/// What the profile shows: the presenter pushes each of these into its passive view.
public enum UserProfileDisplay: Hashable, Sendable {
    /// The profile is being loaded and nothing is stored to show.
    case loading
    /// The profile and how current it is; the view is told "Offline — as of …" when it is not current.
    case profile(UserProfileContent, freshness: Freshness)
    /// The load failed with nothing stored to fall back on, or the user does not exist.
    case error(ErrorViewModel)
}
