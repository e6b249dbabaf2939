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
    let postsRepository: OfflineFirstPostsRepository
    let usersRepository: OfflineFirstUsersRepository
    let todosRepository: LocalFirstTodosRepository
    let recentSearches: StoredRecentSearchesRepository
    let todosSynchronizer: TodosSynchronizer

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
            cache: SQLiteResponseCache(database: database)
        )
        let reader = OfflineFirstReader(
            metadata: SQLiteCacheMetadataStore(database: database),
            isOffline: configuration.isOffline
        )
        postsRepository = OfflineFirstPostsRepository(
            remote: HTTPPostsDataSource(client: client),
            posts: SQLitePostsStore(database: database),
            comments: SQLiteCommentsStore(database: database),
            reader: reader
        )
        usersRepository = OfflineFirstUsersRepository(
            remote: HTTPUsersDataSource(client: client),
            users: SQLiteUsersStore(database: database),
            reader: reader
        )
        let todosRemote = HTTPTodosDataSource(client: client)
        todosSynchronizer = TodosSynchronizer(
            outbox: SQLiteTodoOutbox(database: database),
            remote: todosRemote,
            isOffline: configuration.isOffline
        )
        todosRepository = LocalFirstTodosRepository(
            store: SQLiteTodosStore(database: database),
            remote: todosRemote,
            synchronizer: todosSynchronizer,
            reader: reader
        )
        recentSearches = StoredRecentSearchesRepository(store: SQLiteRecentSearchesStore(database: database))
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
