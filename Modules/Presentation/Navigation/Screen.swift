/// Every screen the app can show, each carrying the view model (or presenter) that drives it.
///
/// Coordinators hand screens to a `Navigator`; a front end, terminal or SwiftUI, switches over this
/// enum to draw them. Adding a screen is a compile error in every front end until it is drawn.
@MainActor
public enum Screen {
    /// The paged posts list.
    case postsList(PostsListViewModel)
    /// One post with its author and comments.
    case postDetails(PostDetailsViewModel)
    /// The full comments list of one post.
    case comments(CommentsViewModel)
    /// Post search with recent-query suggestions.
    case searchPosts(SearchPostsViewModel)
    /// The list of all users.
    case usersList(UsersListViewModel)
    /// One user's profile, the MVP screen: a front end attaches its `UserProfileView` to the presenter.
    case userProfile(UserProfilePresenter)
    /// The posts one user wrote.
    case userPosts(UserPostsViewModel)
    /// A todo list: the signed-in user's own, editable, or someone else's, read-only.
    case todos(TodosViewModel)
    /// The "sign in as" list, presented as a sheet.
    case signIn(SignInViewModel)

    /// Identifies the screen by its view model, so a navigator can report which one the user left.
    public var id: ObjectIdentifier {
        switch self {
        case .postsList(let model): ObjectIdentifier(model)
        case .postDetails(let model): ObjectIdentifier(model)
        case .comments(let model): ObjectIdentifier(model)
        case .searchPosts(let model): ObjectIdentifier(model)
        case .usersList(let model): ObjectIdentifier(model)
        case .userProfile(let presenter): ObjectIdentifier(presenter)
        case .userPosts(let model): ObjectIdentifier(model)
        case .todos(let model): ObjectIdentifier(model)
        case .signIn(let model): ObjectIdentifier(model)
        }
    }

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .postsList(let model): model.title
        case .postDetails(let model): model.title
        case .comments(let model): model.title
        case .searchPosts(let model): model.title
        case .usersList(let model): model.title
        case .userProfile(let presenter): presenter.title
        case .userPosts(let model): model.title
        case .todos(let model): model.title
        case .signIn(let model): model.title
        }
    }
}
