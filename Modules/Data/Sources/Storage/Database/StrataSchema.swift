import StrataSQLite

/// The history of Strata's database schema, one migration per released change.
///
/// Caches of server data (posts, comments, users, albums, photos) carry no foreign keys between them:
/// the server is their authority and a partial copy, such as comments stored before their post, is
/// still worth keeping.
/// Local-first todos do: an outbox operation cannot outlive the todo it changes.
enum StrataSchema {
    static let migrator = SQLiteMigrator(migrations: [
        version1, version2, version3, version4, version5, version6, version7, version8,
    ])

    /// Strata's mark on its files, `PRAGMA application_id` "STRA". Stores made before the mark existed
    /// (schema 1 and 2) are recognised by their exact tables, as the migrator replays those versions,
    /// and marked when next opened.
    static let application = SQLiteApplication(id: 0x5354_5241, name: "Strata") { tables, version in
        unmarkedVersions.contains(version) && (try? migrator.shape(atVersion: version).tableNames) == tables
    }

    /// The versions released before Strata marked its files.
    private static let unmarkedVersions = 1...2

    static let version1 = SQLiteMigration(
        version: 1,
        name: "posts, comments, users, todos with their outbox, recent searches, cache metadata",
        script: """
            CREATE TABLE posts (
                id INTEGER PRIMARY KEY,
                user_id INTEGER NOT NULL,
                title TEXT NOT NULL,
                body TEXT NOT NULL
            );

            CREATE TABLE comments (
                id INTEGER PRIMARY KEY,
                post_id INTEGER NOT NULL,
                name TEXT NOT NULL,
                email TEXT NOT NULL,
                body TEXT NOT NULL
            );
            CREATE INDEX comments_by_post ON comments (post_id, id);

            -- How many items a server collection holds, as its X-Total-Count said: pages read offline
            -- still know how many pages there are.
            CREATE TABLE collection_totals (
                collection TEXT PRIMARY KEY,
                total INTEGER NOT NULL CHECK (total >= 0)
            );

            CREATE TABLE users (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                username TEXT NOT NULL,
                email TEXT NOT NULL,
                phone TEXT NOT NULL,
                website TEXT NOT NULL,
                street TEXT NOT NULL,
                suite TEXT NOT NULL,
                city TEXT NOT NULL,
                zipcode TEXT NOT NULL,
                latitude REAL CHECK (latitude BETWEEN -90 AND 90),
                longitude REAL CHECK (longitude BETWEEN -180 AND 180),
                company_name TEXT NOT NULL,
                company_catch_phrase TEXT NOT NULL,
                company_business TEXT NOT NULL,
                CHECK ((latitude IS NULL) = (longitude IS NULL))
            );

            -- local_id is the id users see and type; it never changes. server_id is NULL until the
            -- server has accepted the todo's creation. It is not UNIQUE on purpose: a fake server such
            -- as the public JSONPlaceholder answers every creation with id 201, and refusing that would
            -- leave the operation stuck in the outbox. A deleted todo stays, marked, until the server
            -- has accepted its deletion too. AUTOINCREMENT: an id, once given, is never given again.
            CREATE TABLE todos (
                local_id INTEGER PRIMARY KEY AUTOINCREMENT,
                server_id INTEGER,
                user_id INTEGER NOT NULL,
                title TEXT NOT NULL,
                completed INTEGER NOT NULL CHECK (completed IN (0, 1)),
                deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1))
            );
            CREATE INDEX todos_by_user ON todos (user_id, local_id);
            CREATE INDEX todos_by_server_id ON todos (server_id);

            -- Local edits waiting for the server, sent in id order. The payload is the state the edit
            -- set (a toggle stores the resulting value), so sending one twice does no harm.
            CREATE TABLE outbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                todo_local_id INTEGER NOT NULL REFERENCES todos (local_id) ON DELETE CASCADE,
                kind TEXT NOT NULL CHECK (kind IN ('create', 'rename', 'toggle', 'delete')),
                title TEXT,
                completed INTEGER CHECK (completed IN (0, 1)),
                created_at REAL NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
                next_attempt_at REAL NOT NULL,
                last_error TEXT,
                CHECK (kind NOT IN ('create', 'rename') OR title IS NOT NULL),
                CHECK (kind NOT IN ('create', 'toggle') OR completed IS NOT NULL)
            );
            CREATE INDEX outbox_by_todo ON outbox (todo_local_id);

            CREATE TABLE recent_searches (
                query TEXT NOT NULL PRIMARY KEY COLLATE NOCASE,
                last_used REAL NOT NULL
            );

            CREATE TABLE cache_metadata (
                request_key TEXT PRIMARY KEY,
                fetched_at REAL NOT NULL,
                etag TEXT
            );
            """
    )

    /// The response cache behind conditional requests: any `ETag`, weak `W/` ones included, is kept.
    static let version2 = SQLiteMigration(
        version: 2,
        name: "HTTP responses kept by ETag, for conditional requests",
        script: """
            -- One row per URL: the body the server last sent with an ETag (weak W/ tags included),
            -- served again when the server answers 304 Not Modified.
            CREATE TABLE http_responses (
                url TEXT PRIMARY KEY,
                etag TEXT NOT NULL,
                body BLOB NOT NULL,
                headers TEXT NOT NULL,
                stored_at REAL NOT NULL
            );
            """
    )
}
