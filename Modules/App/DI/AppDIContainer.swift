import Foundation
import StrataData
import StrataDomain
import StrataNetworking
import StrataPresentation

/// The composition root: owns the services that live as long as the app (the database, the HTTP client,
/// the repositories and the todo synchronizer) and makes one sub-container per scene and per session.
///
/// Everything is wired with plain initialisers and protocol conformances, so a missing dependency is a
/// compile error, never a failed lookup at run time.
@MainActor
final class AppDIContainer: AppFlowCoordinatorDependencies {
    let configuration: AppConfiguration
    let postsRepository: any PostsRepository
    let commentsRepository: any CommentsRepository
    let usersRepository: any UsersRepository
    let todosRepository: any TodosRepository
    let recentSearches: any RecentSearchesRepository
    let todoSync: any TodoSyncRepository

    init(
        configuration: AppConfiguration,
        database: StrataDatabase,
        transport: any HTTPTransport = HTTPTransports.platformDefault()
    ) {
        self.configuration = configuration
        let client = HTTPClient(
            // `--timeout` bounds the whole call, retries included: a silent server fails at that time.
            configuration: NetworkConfiguration(
                baseURL: configuration.baseURL, timeout: configuration.timeout, deadline: configuration.timeout),
            transport: transport,
            interceptors: configuration.isVerbose
                ? [LoggingInterceptor(logger: StandardErrorLogger(minimumLevel: .debug))] : [],
            cache: database.responseCache
        )
        let data = DataLayer(
            database: database, client: client, isOffline: configuration.isOffline, now: Date.init,
            clock: ContinuousClock())
        postsRepository = data.posts
        commentsRepository = data.comments
        usersRepository = data.users
        todosRepository = data.todos
        recentSearches = data.recentSearches
        todoSync = data.todoSync
    }

    func makePostsFlowCoordinatorDependencies() -> any PostsFlowCoordinatorDependencies {
        PostsSceneDIContainer(
            posts: postsRepository,
            comments: commentsRepository,
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
