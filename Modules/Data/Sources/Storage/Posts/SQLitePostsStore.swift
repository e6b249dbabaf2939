import StrataDomain
import StrataSQLite

/// The local copy of posts that repositories read first and refresh from the network.
///
/// Posts in the `posts` table, paged by id as JSONPlaceholder pages them.
struct SQLitePostsStore: Sendable {
    private let database: StrataDatabase

    /// Uses `database` for every read and write.
    init(database: StrataDatabase) {
        self.database = database
    }

    /// Upserts the page's posts and the total in one transaction.
    func savePage(_ page: Page<Post>) async throws(StorageError) {
        try await database.write { connection in
            try Self.upsert(page.items, in: connection)
            if let total = page.totalCount { try Self.recordTotal(total, in: connection) }
        }
    }

    /// A page is answered only when the store holds all of it: a full page, or the last page of a
    /// collection whose total is known. Anything less is a miss, so a half-cached page never passes
    /// for a complete one. Pages are cut by ascending id, as JSONPlaceholder cuts them; a server that
    /// pages differently, or deletes posts, can make a stored page differ from its own until the next
    /// fresh read replaces it.
    func page(_ request: PageRequest) async throws(StorageError) -> Page<Post>? {
        try await database.read { connection -> Page<Post>? in
            // PageRequest bounds its number and size, so neither this offset nor its end overflows.
            let offset = request.offset
            let items = try connection.query(
                "SELECT id, user_id, title, body FROM posts ORDER BY id LIMIT ? OFFSET ?",
                [request.size, offset],
                row: Self.post
            )
            let knownTotal = try connection.queryFirst(
                "SELECT total FROM collection_totals WHERE collection = 'posts'",
                row: { row in try row.column(0, as: Int.self) }
            )
            let stored: Int = try connection.scalar("SELECT count(*) FROM posts")
            let total = knownTotal.map { max($0, stored) }
            let end = offset + items.count
            let isComplete = items.count == request.size || total.map { end >= $0 } ?? false
            guard isComplete else { return nil }
            let hasNextPage = total.map { end < $0 } ?? true
            return Page(items: items, request: request, totalCount: total, hasNextPage: hasNextPage)
        }
    }

    /// Upserts the posts by id.
    func save(_ posts: [Post]) async throws(StorageError) {
        try await database.write { connection in
            try Self.upsert(posts, in: connection)
        }
    }

    /// By id; empty when none of the author's posts are stored.
    func posts(authorID: User.ID) async throws(StorageError) -> [Post] {
        try await database.read { connection in
            try connection.query(
                "SELECT id, user_id, title, body FROM posts WHERE user_id = ? ORDER BY id", [authorID], row: Self.post)
        }
    }

    /// Answers `nil` rather than throwing for an unknown id, so the reader can treat it as a miss.
    func post(id: Post.ID) async throws(StorageError) -> Post? {
        try await database.read { connection in
            try connection.queryFirst("SELECT id, user_id, title, body FROM posts WHERE id = ?", [id], row: Self.post)
        }
    }

    /// Matches title or body with `instr` on lowercased text, so only ASCII letters ignore case.
    func posts(containing text: String) async throws(StorageError) -> [Post] {
        try await database.read { connection in
            try connection.query(
                """
                SELECT id, user_id, title, body FROM posts
                WHERE instr(lower(title), lower(?1)) > 0 OR instr(lower(body), lower(?1)) > 0
                ORDER BY id
                """,
                [text],
                row: Self.post
            )
        }
    }

    static func upsert(_ posts: [Post], in connection: SQLiteConnection) throws {
        let statement = try connection.prepare(
            """
            INSERT INTO posts (id, user_id, title, body) VALUES (?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, title = excluded.title, body = excluded.body
            """
        )
        for post in posts {
            try statement.run([post.id, post.authorID, post.title, post.body])
        }
    }

    static func recordTotal(_ total: Int, in connection: SQLiteConnection) throws {
        try connection.run(
            """
            INSERT INTO collection_totals (collection, total) VALUES ('posts', ?)
            ON CONFLICT (collection) DO UPDATE SET total = excluded.total
            """,
            [total]
        )
    }

    private static func post(_ row: SQLiteRow) throws -> Post {
        Post(id: try row.column(0), authorID: try row.column(1), title: try row.column(2), body: try row.column(3))
    }
}
