/// Every screen the app can show, each carrying the view model (or presenter) that drives it.
///
/// Coordinators hand screens to a `Navigator`; a front end, terminal or SwiftUI, switches over this
/// enum to draw them. Adding a screen is a compile error in every front end until it is drawn.
@MainActor
public enum Screen {
    case postsList(PostsListViewModel)
    case postDetails(PostDetailsViewModel)
    case comments(CommentsViewModel)
    case searchPosts(SearchPostsViewModel)
    case usersList(UsersListViewModel)
    case userProfile(UserProfilePresenter)
    case userPosts(UserPostsViewModel)
    case todos(TodosViewModel)
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
