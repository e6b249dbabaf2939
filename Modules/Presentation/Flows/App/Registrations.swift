import StrataDomain

// Presentation's registrations: every flow and every screen the app has, one line each in each list
// below. A new flow is an edit here and in no other existing file of this module; a new screen in an
// existing flow also goes in that flow's route and coordinator. A line left out of an enum or of the
// protocol is a compile error where it is used: the front ends' switches over `Screen`, and the app
// container that implements `AppFlowCoordinatorDependencies`. A flow left out of `Route.table`
// compiles, and its routes do not parse: the flow's route tests fail.
//
// The lists change together, for the same reason, so they sit together; what each type does lives
// beside its concept: parsing a route in `Route.swift`, a screen's identity in `Screen.swift`, how a
// flow opens in its route type's `FlowRoute` conformance.

/// A typed deep link into the app, parsed from text such as `posts/3/comments` or `search/qui`.
///
/// Parsing is the only way in, and it fails loudly: an unknown route is an error, never a silent
/// fallback to some default screen. Each level is an enum, so handling is an exhaustive `switch`.
public enum Route: Hashable, Sendable {
    /// A screen of the posts flow.
    case posts(PostsRoute)
    /// A screen of the users flow.
    case users(UsersRoute)
    /// The signed-in user's todos.
    case todos
    // scaffold-scene: route cases
}

extension Route {
    /// The flow's own route this route holds: the one switch over flows, which writing a route as text
    /// and opening it (`AppFlowCoordinator.open(_:)`) both go through.
    var flowRoute: any FlowRoute {
        switch self {
        case .posts(let route): route
        case .users(let route): route
        case .todos: OwnTodosRoute()
        // scaffold-scene: flow routes
        }
    }

    /// Every form of every flow, each registered once beside its flow's routes: parsing reads them in
    /// this order, and help lists them so.
    static let table: [RouteForm<Route>] = [
        PostsRoute.forms.map { $0.map(Route.posts) },
        UsersRoute.forms.map { $0.map(Route.users) },
        OwnTodosRoute.forms.map { $0.map { _ in Route.todos } },
        // scaffold-scene: route forms
    ].flatMap { $0 }
}

/// Every screen the app can show, each carrying the view model (or presenter) that drives it, seen
/// through its Input/Output protocols so a front end can be tested against a fake.
///
/// Coordinators hand screens to a `Navigator`; a front end, terminal or SwiftUI, switches over this
/// enum once to pick each screen's view. Loading and refreshing go through `viewModel`, so adding a
/// screen touches that one `switch` in each front end, and the compiler points at it.
@MainActor
public enum Screen {
    /// The paged posts list.
    case postsList(any PostsListViewModel)
    /// One post with its author and comments.
    case postDetails(any PostDetailsViewModel)
    /// The full comments list of one post.
    case comments(any CommentsViewModel)
    /// Post search.
    case searchPosts(any SearchPostsViewModel)
    /// The recent searches, presented over search when it asks; a pick searches there.
    case recentSearches(any RecentSearchesViewModel)
    /// The list of all users.
    case usersList(any UsersListViewModel)
    /// One user's profile, the MVP screen: a front end attaches its `UserProfileView` to the presenter.
    case userProfile(any UserProfilePresenter)
    /// The posts one user wrote.
    case userPosts(any UserPostsViewModel)
    /// Someone else's todo list, read-only.
    case userTodos(any UserTodosViewModel)
    /// The albums one user keeps.
    case userAlbums(any UserAlbumsViewModel)
    /// The photos of one album.
    case albumPhotos(any AlbumPhotosViewModel)
    /// The signed-in user's own todo list, editable.
    case myTodos(any MyTodosViewModel)
    /// The "sign in as" list, presented as a sheet.
    case signIn(any SignInViewModel)
    // scaffold-scene: screens
}

extension Screen {
    /// The screen's view model as every screen's common part: load, refresh, title, busy.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .postsList(let model): model
        case .postDetails(let model): model
        case .comments(let model): model
        case .searchPosts(let model): model
        case .recentSearches(let model): model
        case .usersList(let model): model
        case .userProfile(let presenter): presenter
        case .userPosts(let model): model
        case .userTodos(let model): model
        case .userAlbums(let model): model
        case .albumPhotos(let model): model
        case .myTodos(let model): model
        case .signIn(let model): model
        // scaffold-scene: screen view models
        }
    }
}

/// What the app coordinator needs to start each flow, implemented by the app's `AppDIContainer`.
///
/// Each call makes a fresh scene container, owned by the flow it is made for, so a flow's lifetime and
/// its container's are the same.
@MainActor
public protocol AppFlowCoordinatorDependencies: AnyObject {
    /// A new posts scene container, for one posts flow.
    func makePostsFlowCoordinatorDependencies() -> any PostsFlowCoordinatorDependencies
    /// A new users scene container, for one users flow.
    func makeUsersFlowCoordinatorDependencies() -> any UsersFlowCoordinatorDependencies
    /// The factories of one "sign in as" sheet, as closures (see `SignInFlowCoordinator` for why).
    func makeSignInFlowCoordinatorDependencies() -> SignInFlowCoordinator.Dependencies
    /// The session-scoped container for a user who just signed in.
    func makeSessionDependencies(for user: User) -> any SessionDependencies
    /// The user signed in through the app, or (`nil`) signed out: remember it, so the next run opens
    /// the same way.
    func sessionDidChange(to user: User?)
    // scaffold-scene: flow factories
}
