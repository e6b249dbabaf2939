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

    /// Identifies the screen by its view model, so a navigator can report which one the user left.
    public var id: ObjectIdentifier { ObjectIdentifier(viewModel) }

    /// A short title for headers and breadcrumbs.
    public var title: String { viewModel.title }
}
