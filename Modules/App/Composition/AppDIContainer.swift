import Foundation
import StrataData
import StrataDomain
import StrataNetworking
import StrataPresentation

/// The composition root: owns the services that live as long as the app (the database, the HTTP
/// client, the repositories and the todo synchronizer), makes one sub-container per scene and per
/// session, and makes every use case the command line runs. Nothing outside this module builds a
/// use case or reaches a Data type.
///
/// Everything is wired with plain initialisers and protocol conformances, so a missing dependency is a
/// compile error, never a failed lookup at run time.
@MainActor
public final class AppDIContainer: AppFlowCoordinatorDependencies {
    /// The settings this container was made with.
    public let configuration: AppConfiguration
    let posts: any PostsRepository
    let comments: any CommentsRepository
    let users: any UsersRepository
    let todos: any TodosRepository
    let albums: any AlbumsRepository
    let recentSearches: any RecentSearchesRepository
    let todoSync: any TodoSyncRepository
    let backgroundTodoSync: BackgroundTodoSync
    let session: any SessionRepository
    /// The one HTTP client of the app, kept for the adapters made outside `DataLayer`: a scene
    /// `scaffold-scene` wrote reads its resource through a server-only adapter over it, so its retries,
    /// deadline, log and response cache are the app's.
    let client: HTTPClient
    /// The write of the last sign-in or sign-out; each waits for the one before, so the last one wins.
    private var remembering: Task<Void, Never>?

    /// Wires the app over `database`, talking to the server through `transport`; `log` receives the
    /// `--verbose` lines, already redacted, for the caller to sanitise and print.
    public init(
        configuration: AppConfiguration,
        database: StrataDatabase,
        transport: any HTTPTransport = HTTPTransports.platformDefault(),
        log: (@Sendable (String) -> Void)? = nil
    ) {
        self.configuration = configuration
        client = HTTPClient(
            // `--timeout` bounds the whole call, retries included: a silent server fails at that time.
            configuration: NetworkConfiguration(
                baseURL: configuration.baseURL, timeout: configuration.timeout, deadline: configuration.timeout),
            transport: transport,
            interceptors: log.map { [LoggingInterceptor(logger: LineLogger(minimumLevel: .debug, write: $0))] } ?? [],
            cache: database.responseCache()
        )
        // The one place that chooses between the two adapters of the todos port.
        let data = DataLayer(
            database: database, client: client, isOffline: configuration.isOffline, now: Date.init,
            clock: ContinuousClock(), todoStorage: configuration.keepsTodosOnServerOnly ? .serverOnly : .localFirst)
        posts = data.posts
        comments = data.comments
        users = data.users
        todos = data.todos
        albums = data.albums
        recentSearches = data.recentSearches
        todoSync = data.todoSync
        backgroundTodoSync = data.backgroundTodoSync
        session = data.session
    }

    /// A posts scene container over the app's repositories, owned by the posts flow it is made for.
    public func makePostsFlowCoordinatorDependencies() -> any PostsFlowCoordinatorDependencies {
        PostsSceneDIContainer(posts: posts, comments: comments, users: users, recentSearches: recentSearches)
    }

    /// A users scene container, owned by the users flow it is made for.
    public func makeUsersFlowCoordinatorDependencies() -> any UsersFlowCoordinatorDependencies {
        UsersSceneDIContainer(users: users, posts: posts, todos: todos, albums: albums)
    }

    /// The "sign in as" sheet's one factory, written inline: closure-based DI, where a container class
    /// would add a type and hold nothing but `users`.
    public func makeSignInFlowCoordinatorDependencies() -> SignInFlowCoordinator.Dependencies {
        SignInFlowCoordinator.Dependencies { [users] didSignIn in
            DefaultSignInViewModel(fetchUsers: DefaultFetchUsersUseCase(users: users), didSignIn: didSignIn)
        }
    }

    /// The container of `user`'s session, released with it on sign-out.
    public func makeSessionDependencies(for user: User) -> any SessionDependencies {
        SessionDIContainer(user: user, todos: todos, sync: todoSync)
    }

    /// Remembers the sign-in or sign-out for the next run; `finishBackgroundWork()` waits for it.
    public func sessionDidChange(to user: User?) {
        let remember = DefaultRememberSessionUseCase(session: session)
        let previous = remembering
        remembering = Task {
            await previous?.value
            try? await remember.execute(user)
        }
    }

    /// Waits for what the last actions left running: the write of the last sign-in or sign-out and
    /// the syncs edits started. Call it before the process exits (a front end first waits for the
    /// edits its keys started, as the terminal app does), so quitting right after an edit neither
    /// loses the sign-in nor cuts a request off while the server may be applying it. A sync still
    /// running after `--timeout` is cancelled, its edits left queued for the next one.
    public func finishBackgroundWork() async {
        await remembering?.value
        await backgroundTodoSync.finish(within: configuration.timeout)
    }

    /// Sends the edits left from an earlier run without holding up whoever starts the app, and from then
    /// on sends edits left pending by a failed sync again by themselves once their backoff has passed:
    /// the terminal app stays, so the server coming back is noticed without a key press.
    public func startBackgroundSync() {
        backgroundTodoSync.startResending()
    }
}

extension AppDIContainer {
    /// Runs one screen's loading (or one whole command) within `--timeout`: every request it makes, one
    /// after another or side by side, ends by then, so a silent server costs it its timeout once, not
    /// once per request.
    public func withinScreenTimeLimit<Result>(_ work: @MainActor () async -> Result) async -> Result {
        await RequestDeadline.within(configuration.timeout) { await work() }
    }
}
