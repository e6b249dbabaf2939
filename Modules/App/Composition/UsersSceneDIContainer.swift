import StrataDomain
import StrataPresentation

/// Makes the use cases, view models and the profile presenter of the users scene.
@MainActor
final class UsersSceneDIContainer: UsersFlowCoordinatorDependencies {
    private let users: any UsersRepository
    private let posts: any PostsRepository
    private let todos: any TodosRepository
    private let albums: any AlbumsRepository

    init(
        users: any UsersRepository, posts: any PostsRepository, todos: any TodosRepository,
        albums: any AlbumsRepository
    ) {
        self.users = users
        self.posts = posts
        self.todos = todos
        self.albums = albums
    }

    func makeUsersListViewModel() -> any UsersListViewModel {
        DefaultUsersListViewModel(fetchUsers: DefaultFetchUsersUseCase(users: users))
    }

    func makeUserProfilePresenter(userID: User.ID, actions: UserProfilePresenterActions) -> any UserProfilePresenter {
        DefaultUserProfilePresenter(userID: userID, fetchUser: DefaultFetchUserUseCase(users: users), actions: actions)
    }

    func makeUserPostsViewModel(userID: User.ID, showPostDetails: @escaping @MainActor (Post.ID) -> Void)
        -> any UserPostsViewModel
    {
        DefaultUserPostsViewModel(
            userID: userID,
            fetchUser: DefaultFetchUserUseCase(users: users),
            fetchUserPosts: DefaultFetchUserPostsUseCase(posts: posts),
            showPostDetails: showPostDetails
        )
    }

    func makeUserTodosViewModel(userID: User.ID) -> any UserTodosViewModel {
        DefaultUserTodosViewModel(
            ownerID: userID, fetchTodos: DefaultFetchTodosUseCase(todos: todos),
            fetchUser: DefaultFetchUserUseCase(users: users))
    }

    func makeUserAlbumsViewModel(userID: User.ID, showPhotos: @escaping @MainActor (Album.ID) -> Void)
        -> any UserAlbumsViewModel
    {
        DefaultUserAlbumsViewModel(
            ownerID: userID, fetchUser: DefaultFetchUserUseCase(users: users),
            fetchAlbums: DefaultFetchUserAlbumsUseCase(albums: albums), showPhotos: showPhotos)
    }

    func makeAlbumPhotosViewModel(albumID: Album.ID) -> any AlbumPhotosViewModel {
        DefaultAlbumPhotosViewModel(albumID: albumID, fetchPhotos: DefaultFetchAlbumPhotosUseCase(albums: albums))
    }
}
