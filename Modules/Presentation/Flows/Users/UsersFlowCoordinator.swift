import StrataDomain

/// Owns navigation inside the users scene: list, profile, and a user's posts, todos, albums and photos.
///
/// The users list reports selections through `UsersListViewModelDelegate`; the other screens use
/// action closures.
@MainActor
public final class UsersFlowCoordinator: FlowCoordinator, UsersListViewModelDelegate {
    /// Where the flow hands over to another flow.
    public struct Actions {
        /// Opens a post's details, which the posts flow owns; the app coordinator starts that flow.
        public var showPost: @MainActor (Post.ID) -> Void

        /// Set by `AppFlowCoordinator`, which owns the flows handed over to.
        public init(showPost: @escaping @MainActor (Post.ID) -> Void) {
            self.showPost = showPost
        }
    }

    /// The screens this flow showed.
    public let navigation: FlowNavigation
    private let dependencies: any UsersFlowCoordinatorDependencies
    private let actions: Actions

    /// Holds `navigator` weakly; nothing shows until `start(at:asRoot:)`.
    public init(navigator: any Navigator, dependencies: any UsersFlowCoordinatorDependencies, actions: Actions) {
        navigation = FlowNavigation(navigator)
        self.dependencies = dependencies
        self.actions = actions
    }

    /// Shows the screens `route` names; as the root flow, the users list and the profile go underneath.
    public func start(at route: UsersRoute, asRoot: Bool) {
        if asRoot {
            let list = dependencies.makeUsersListViewModel()
            list.delegate = self
            navigation.setRoot(.usersList(list))
        }
        switch route {
        case .list:
            break
        case .profile(let userID):
            showProfile(userID)
        case .posts(let userID):
            if asRoot { showProfile(userID) }
            showPosts(userID)
        case .todos(let userID):
            if asRoot { showProfile(userID) }
            showTodos(userID)
        case .albums(let userID):
            if asRoot { showProfile(userID) }
            showAlbums(userID)
        case .photos(let albumID):
            // Whose album it is is not known before it loads, so its photos sit on the users list.
            showPhotos(albumID)
        }
    }

    /// Pushes the chosen user's profile.
    public func usersList(_ viewModel: any UsersListViewModel, didSelectUser userID: User.ID) {
        showProfile(userID)
    }

    private func showProfile(_ userID: User.ID) {
        let actions = UserProfilePresenterActions(
            showPosts: { [weak self] in self?.showPosts($0) },
            showTodos: { [weak self] in self?.showTodos($0) },
            showAlbums: { [weak self] in self?.showAlbums($0) }
        )
        navigation.push(.userProfile(dependencies.makeUserProfilePresenter(userID: userID, actions: actions)))
    }

    private func showPosts(_ userID: User.ID) {
        let posts = dependencies.makeUserPostsViewModel(userID: userID) { [weak self] in self?.actions.showPost($0) }
        navigation.push(.userPosts(posts))
    }

    private func showTodos(_ userID: User.ID) {
        navigation.push(.userTodos(dependencies.makeUserTodosViewModel(userID: userID)))
    }

    private func showAlbums(_ userID: User.ID) {
        let albums = dependencies.makeUserAlbumsViewModel(userID: userID) { [weak self] in self?.showPhotos($0) }
        navigation.push(.userAlbums(albums))
    }

    private func showPhotos(_ albumID: Album.ID) {
        navigation.push(.albumPhotos(dependencies.makeAlbumPhotosViewModel(albumID: albumID)))
    }
}
