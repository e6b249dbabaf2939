import Foundation
import StrataDomain
import StrataNetworking

/// The Data layer as the composition root sees it: the repositories and the todo sync, as the Domain
/// ports they implement, made from one open database and one HTTP client, and the handle that starts
/// and ends background syncs with the process.
///
/// Everything behind these ports (stores, remote data sources, the outbox, the synchronizer) stays
/// inside the layer, so use cases depend on the ports alone and tests can stand in for any of them;
/// only the composition root, which runs the process, holds `backgroundTodoSync`.
public struct DataLayer: Sendable {
    /// Posts, stored locally and refreshed from the server.
    public let posts: any PostsRepository
    /// The comments of each post, stored locally and refreshed from the server.
    public let comments: any CommentsRepository
    /// Users, stored locally and refreshed from the server.
    public let users: any UsersRepository
    /// Users' albums and their photos, stored locally per server and refreshed from it.
    public let albums: any AlbumsRepository
    /// Todos as `TodosStorage` chose: local-first (edits queued for the server) or server-only.
    public let todos: any TodosRepository
    /// The queries the user searched for, kept across runs.
    public let recentSearches: any RecentSearchesRepository
    /// Sends the queued todo edits and reports each sync as it ends.
    public let todoSync: any TodoSyncRepository
    /// The syncs edits start in the background, for the process to start at launch and wait for at exit.
    public let backgroundTodoSync: BackgroundTodoSync
    /// Who is signed in on this machine, kept across runs.
    public let session: any SessionRepository

    /// Wires the layer.
    ///
    /// - Parameters:
    ///   - database: from `StrataDatabase.open`; give `client` its `responseCache` too, so conditional
    ///     requests survive restarts.
    ///   - client: talks to the server, for every remote read and every sync.
    ///   - isOffline: never touch the network, as `--offline` asks; reads answer from the store.
    ///   - now: the calendar time, for "as of" dates, the outbox's backoff and the sync lease; the one
    ///     clock of dates in the layer, so tests can fix it.
    ///   - clock: what a sync waits with, up to its patience, while another process's sync of the same store
    ///     ends; its time must pass as it sleeps, as a real clock's does.
    ///   - todoStorage: which adapter serves `todos`; the sync still runs over the store either way, and
    ///     finds nothing to send when the todos are server-only.
    public init(
        database: StrataDatabase,
        client: HTTPClient,
        isOffline: Bool,
        now: @escaping @Sendable () -> Date,
        clock: any Clock<Duration>,
        todoStorage: TodosStorage = .localFirst
    ) {
        self.init(
            database: database, client: client, isOffline: isOffline, now: now, clock: clock, sync: .live(),
            todoStorage: todoStorage)
    }

    /// Wires the layer like the public initialiser, with the todo sync's process environment chosen:
    /// the sync simulation runs several such layers on one store, each as a process of its own.
    package init(
        database: StrataDatabase,
        client: HTTPClient,
        isOffline: Bool,
        now: @escaping @Sendable () -> Date,
        clock: any Clock<Duration>,
        sync environment: SyncEnvironment,
        todoStorage: TodosStorage = .localFirst
    ) {
        let reader = OfflineFirstReader(
            metadata: SQLiteCacheMetadataStore(database: database), isOffline: isOffline, now: now)
        let postsRepository = OfflineFirstPostsRepository(
            remote: HTTPPostsDataSource(client: client),
            posts: SQLitePostsStore(database: database),
            comments: SQLiteCommentsStore(database: database),
            reader: reader
        )
        posts = postsRepository
        comments = postsRepository
        users = OfflineFirstUsersRepository(
            remote: HTTPUsersDataSource(client: client), users: SQLiteUsersStore(database: database), reader: reader)
        // Every album and todo read, edit and sync is for the server the client talks to; see `ServerAddress`.
        let server = ServerAddress(baseURL: client.configuration.baseURL)
        albums = OfflineFirstAlbumsRepository(
            remote: HTTPAlbumsDataSource(client: client), store: SQLiteAlbumsStore(database: database, server: server),
            server: server, reader: reader)
        let todosRemote = TodosRemoteDataSource(client: client)
        let todosStore = SQLiteTodosStore(database: database, server: server)
        let synchronizer = TodosSynchronizer(
            outbox: SQLiteTodoOutbox(database: database, server: server), lease: SQLiteSyncLease(database: database),
            remote: todosRemote, isOffline: isOffline, now: now, clock: clock, environment: environment)
        switch todoStorage {
        case .localFirst:
            todos = LocalFirstTodosRepository(
                store: todosStore, remote: todosRemote, synchronizer: synchronizer, reader: reader, now: now)
        case .serverOnly:
            todos = ServerOnlyTodosRepository(remote: todosRemote, isOffline: isOffline)
        }
        recentSearches = StoredRecentSearchesRepository(store: SQLiteRecentSearchesStore(database: database), now: now)
        todoSync = LocalFirstTodoSync(
            synchronizer: synchronizer, store: todosStore, remote: todosRemote, isOffline: isOffline, now: now)
        backgroundTodoSync = BackgroundTodoSync(synchronizer: synchronizer)
        session = StoredSessionRepository(database: database)
    }
}
