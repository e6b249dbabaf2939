import StrataDomain
import StrataSQLite

/// The local copy of the comments of each post.
///
/// Comments in the `comments` table, kept per post.
struct SQLiteCommentsStore: Sendable {
    private let database: StrataDatabase

    /// Uses `database` for every read and write.
    init(database: StrataDatabase) {
        self.database = database
    }

    /// Deletes and inserts in one transaction, so a reader never sees the post half-replaced.
    func replaceComments(_ comments: [Comment], ofPost postID: Post.ID) async throws(StorageError) {
        try await database.write { connection in
            try connection.run("DELETE FROM comments WHERE post_id = ?", [postID])
            try Self.upsert(comments, in: connection)
        }
    }

    /// The post's comments by id; empty when none are stored.
    func comments(ofPost postID: Post.ID) async throws(StorageError) -> [Comment] {
        try await database.read { connection in
            try connection.query(
                "SELECT id, post_id, name, email, body FROM comments WHERE post_id = ? ORDER BY id",
                [postID]
            ) { row in
                Comment(
                    id: try row.column(0),
                    postID: try row.column(1),
                    title: try row.column(2),
                    authorEmail: try row.column(3),
                    body: try row.column(4)
                )
            }
        }
    }

    static func upsert(_ comments: [Comment], in connection: SQLiteConnection) throws {
        let statement = try connection.prepare(
            """
            INSERT INTO comments (id, post_id, name, email, body) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET
                post_id = excluded.post_id, name = excluded.name, email = excluded.email, body = excluded.body
            """
        )
        for comment in comments {
            try statement.run([comment.id, comment.postID, comment.title, comment.authorEmail, comment.body])
        }
    }
}
