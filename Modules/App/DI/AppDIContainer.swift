import StrataData
import StrataDomain
import StrataNetworking

/// The composition root: owns the services that live as long as the app (the HTTP client and the
/// repositories over it) and makes one sub-container per scene.
///
/// Everything is wired with plain initialisers, so a missing dependency is a compile error, never a
/// failed lookup at run time.
final class AppDIContainer: Sendable {
    let configuration: AppConfiguration
    private let postsRepository: RemotePostsRepository
    private let usersRepository: RemoteUsersRepository

    init(configuration: AppConfiguration, transport: any HTTPTransport = HTTPTransports.platformDefault()) {
        self.configuration = configuration
        let client = HTTPClient(
            // `--timeout` bounds the whole call, retries included: a silent server fails at that time.
            configuration: NetworkConfiguration(
                baseURL: configuration.baseURL, timeout: configuration.timeout, deadline: configuration.timeout),
            transport: transport
        )
        postsRepository = RemotePostsRepository(remote: HTTPPostsDataSource(client: client))
        usersRepository = RemoteUsersRepository(remote: HTTPUsersDataSource(client: client))
    }

    func makePostsSceneDIContainer() -> PostsSceneDIContainer {
        PostsSceneDIContainer(posts: postsRepository, comments: postsRepository, users: usersRepository)
    }
}
