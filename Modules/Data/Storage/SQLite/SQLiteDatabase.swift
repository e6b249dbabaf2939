/// The one owner of an SQLite connection: every read and write goes through this actor, one at a time.
///
/// Opening configures the connection the way every Strata store relies on (WAL journal, full sync,
/// foreign keys on, a busy timeout for other processes) and migrates the schema, refusing a file that
/// is not a database, is read-only, or was written by a newer schema, before changing anything in it.
///
/// The connection closes in its own plain `deinit`. The actor deliberately has no isolated deinit:
/// one that calls into a C module fails `swift build -c release` with "circular reference" on Swift 6.3.1.
public actor SQLiteDatabase {
    /// The file path, or `:memory:`.
    public nonisolated let path: String
    private let connection: SQLiteConnection

    init(
        path: String,
        mode: SQLiteOpenMode = .readWrite,
        migrator: SQLiteMigrator,
        busyTimeout: Duration = .seconds(5)
    ) throws(StorageError) {
        let (seconds, attoseconds) = busyTimeout.components
        let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        let connection = try SQLiteConnection(path: path, mode: mode, busyTimeoutMilliseconds: milliseconds)
        if mode == .readWrite, connection.isReadOnly {
            throw .readOnly(path: path, detail: "the file is not writable")
        }
        // The first reads of the file, before any write: a file that is not a database, or whose schema
        // page is damaged, fails here.
        _ = try connection.scalar("SELECT count(*) FROM sqlite_schema", as: Int.self)
        try migrator.refuseNewerSchema(connection)
        try connection.executeScript("PRAGMA foreign_keys = ON")
        switch mode {
        case .readWrite:
            try connection.executeScript("PRAGMA journal_mode = WAL")
            try connection.executeScript("PRAGMA synchronous = FULL")
            try migrator.migrate(connection)
        case .readOnly:
            let found = try connection.userVersion()
            if found < migrator.supportedVersion {
                throw .readOnly(
                    path: path,
                    detail:
                        "schema \(found) needs an upgrade to \(migrator.supportedVersion), which a read-only open cannot do"
                )
            }
        }
        self.path = path
        self.connection = connection
    }

    /// Runs `body` in one read transaction, so every query in it sees the same snapshot.
    func read<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws(StorageError) -> T) throws(StorageError) -> T {
        try connection.transaction(.deferred) { () throws(StorageError) -> T in try body(connection) }
    }

    /// Runs `body` in one write transaction: all of its changes are kept, or none when it throws.
    @discardableResult
    func write<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws(StorageError) -> T) throws(StorageError) -> T {
        try connection.transaction(.immediate) { () throws(StorageError) -> T in try body(connection) }
    }

    /// Runs `body` on the connection outside any transaction, for pragmas that refuse to run inside one.
    @discardableResult
    func withConnection<T: Sendable>(
        _ body: @Sendable (SQLiteConnection) throws(StorageError) -> T
    ) throws(StorageError) -> T {
        try body(connection)
    }

    /// The rows of `PRAGMA integrity_check`: exactly `["ok"]` for a sound file, otherwise what is wrong.
    public func integrityCheck() throws(StorageError) -> [String] {
        try connection.query("PRAGMA integrity_check") { (row) throws(StorageError) in
            try row.column(0, as: String.self)
        }
    }

    /// The schema version recorded in the file (`PRAGMA user_version`).
    public func schemaVersion() throws(StorageError) -> Int {
        try connection.userVersion()
    }
}
