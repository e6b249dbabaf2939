import StrataDomain
import StrataPresentation

/// The users scene container of a test: real view models and the real presenter over stub content.
@MainActor
final class StubUsersScene: UsersFlowCoordinatorDependencies {
    private let parent: StubAppDependencies

    init(parent: StubAppDependencies) {
        self.parent = parent
    }

    func makeUsersListViewModel() -> any UsersListViewModel {
        parent.track(DefaultUsersListViewModel(fetchUsers: DefaultFetchUsersUseCase(users: parent.content)))
    }

    func makeUserProfilePresenter(userID: User.ID, actions: UserProfilePresenterActions)
        -> any UserProfilePresenter
    {
        parent.track(
            DefaultUserProfilePresenter(
                userID: userID, fetchUser: DefaultFetchUserUseCase(users: parent.content), actions: actions))
    }

    func makeUserPostsViewModel(userID: User.ID, showPostDetails: @escaping @MainActor (Post.ID) -> Void)
        -> any UserPostsViewModel
    {
        let content = parent.content
        return parent.track(
            DefaultUserPostsViewModel(
                userID: userID, fetchUser: DefaultFetchUserUseCase(users: content),
                fetchUserPosts: DefaultFetchUserPostsUseCase(posts: content), showPostDetails: showPostDetails))
    }

    func makeUserTodosViewModel(userID: User.ID) -> any UserTodosViewModel {
        parent.track(
            DefaultUserTodosViewModel(
                ownerID: userID, fetchTodos: DefaultFetchTodosUseCase(todos: parent.todos),
                fetchUser: DefaultFetchUserUseCase(users: parent.content)))
    }

    func makeUserAlbumsViewModel(userID: User.ID, showPhotos: @escaping @MainActor (Album.ID) -> Void)
        -> any UserAlbumsViewModel
    {
        parent.track(
            DefaultUserAlbumsViewModel(
                ownerID: userID, fetchUser: DefaultFetchUserUseCase(users: parent.content),
                fetchAlbums: DefaultFetchUserAlbumsUseCase(albums: parent.albums), showPhotos: showPhotos))
    }

    func makeAlbumPhotosViewModel(albumID: Album.ID) -> any AlbumPhotosViewModel {
        parent.track(
            DefaultAlbumPhotosViewModel(
                albumID: albumID, fetchPhotos: DefaultFetchAlbumPhotosUseCase(albums: parent.albums)))
    }
}
