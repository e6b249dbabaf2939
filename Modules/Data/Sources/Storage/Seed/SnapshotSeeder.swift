import StrataSQLite

/// Fills an empty store from a snapshot, in one transaction: a crash half way leaves it empty, and a
/// second run (or a second process racing the first) finds it filled and writes nothing.
///
/// "Empty" means no post, comment, user, todo, album or photo and no pending edit, so a store that
/// already holds anything, including the user's own todos, is never overwritten. A store upgraded from
/// before albums is therefore not seeded with them: it fills its albums from the network.
struct SnapshotSeeder: Sendable {
    private let database: StrataDatabase

    /// Uses `database`; the seed runs in one write transaction of it.
    init(database: StrataDatabase) {
        self.database = database
    }

    /// Whether the store holds nothing a seed could collide with.
    func isStoreEmpty() async throws(StorageError) -> Bool {
        try await database.read { connection in try Self.isEmpty(connection) }
    }

    /// Seeds the store from `snapshot` when it is empty; returns what was written, or `nil` when the
    /// store already held data.
    @discardableResult
    func seedIfEmpty(from snapshot: JSONPlaceholderSnapshot) async throws(StorageError) -> SeedCounts? {
        try await database.write { connection -> SeedCounts? in
            guard try Self.isEmpty(connection) else { return nil }
            try SQLitePostsStore.upsert(snapshot.posts, in: connection)
            try SQLitePostsStore.recordTotal(snapshot.posts.count, in: connection)
            try SQLiteCommentsStore.upsert(snapshot.comments, in: connection)
            try SQLiteUsersStore.upsert(snapshot.users, in: connection)
            let server = try ServerRows.firstOrUnnamed(in: connection)
            try SQLiteAlbumsStore.upsert(snapshot.albums, server: server, in: connection)
            try SQLiteAlbumsStore.upsert(snapshot.photos, server: server, in: connection)
            for ownerID in Set(snapshot.todos.map(\.ownerID)).sorted() {
                try ServerList(
                    server: server, ownerID: ownerID, todos: snapshot.todos.filter { $0.ownerID == ownerID }, ticket: 0
                ).merge(in: connection)
            }
            return SeedCounts(
                posts: snapshot.posts.count,
                comments: snapshot.comments.count,
                users: snapshot.users.count,
                todos: snapshot.todos.count,
                albums: snapshot.albums.count,
                photos: snapshot.photos.count
            )
        }
    }

    private static func isEmpty(_ connection: SQLiteConnection) throws -> Bool {
        try connection.scalar(
            """
            SELECT NOT (EXISTS (SELECT 1 FROM posts) OR EXISTS (SELECT 1 FROM comments)
                OR EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM todos) OR EXISTS (SELECT 1 FROM outbox)
                OR EXISTS (SELECT 1 FROM albums) OR EXISTS (SELECT 1 FROM photos))
            """
        )
    }
}
