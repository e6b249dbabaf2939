import StrataData
import StrataDomain
import StrataNetworking
import StrataPresentation

/// The composition root: owns the services that live as long as the app (the HTTP client and the
/// repositories over it) and makes one sub-container per scene and per session.
///
/// Everything is wired with plain initialisers and protocol conformances, so a missing dependency is a
/// compile error, never a failed lookup at run time.
@MainActor
final class AppDIContainer: AppFlowCoordinatorDependencies {
    let configuration: AppConfiguration
    let postsRepository: RemotePostsRepository
    let usersRepository: RemoteUsersRepository
    let todosRepository: RemoteTodosRepository
    let recentSearches: InMemoryRecentSearchesRepository

    init(configuration: AppConfiguration, transport: any HTTPTransport = URLSessionTransport()) {
        self.configuration = configuration
        let client = HTTPClient(
            configuration: NetworkConfiguration(baseURL: configuration.baseURL, timeout: configuration.timeout),
            transport: transport
        )
        postsRepository = RemotePostsRepository(remote: HTTPPostsDataSource(client: client))
        usersRepository = RemoteUsersRepository(remote: HTTPUsersDataSource(client: client))
        todosRepository = RemoteTodosRepository(remote: HTTPTodosDataSource(client: client))
        recentSearches = InMemoryRecentSearchesRepository()
    }

    func makePostsFlowCoordinatorDependencies() -> any PostsFlowCoordinatorDependencies {
        PostsSceneDIContainer(
            posts: postsRepository,
            comments: postsRepository,
            users: usersRepository,
            recentSearches: recentSearches
        )
    }

    func makeUsersFlowCoordinatorDependencies() -> any UsersFlowCoordinatorDependencies {
        UsersSceneDIContainer(users: usersRepository, posts: postsRepository, todos: todosRepository)
    }

    func makeSessionFlowCoordinatorDependencies() -> any SessionFlowCoordinatorDependencies {
        SignInSceneDIContainer(users: usersRepository)
    }

    func makeSessionDependencies(for user: User) -> any SessionDependencies {
        SessionDIContainer(user: user, todos: todosRepository)
    }
}
