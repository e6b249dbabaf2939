import StrataDomain
import StrataPresentation

/// Makes the use cases, view models and the profile presenter of the users scene.
@MainActor
final class UsersSceneDIContainer: UsersFlowCoordinatorDependencies {
    private let users: any UsersRepository
    private let posts: any PostsRepository
    private let todos: any TodosRepository

    init(users: any UsersRepository, posts: any PostsRepository, todos: any TodosRepository) {
        self.users = users
        self.posts = posts
        self.todos = todos
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
}
