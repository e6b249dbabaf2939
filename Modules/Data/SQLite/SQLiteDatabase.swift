import CSQLite
import Synchronization

/// The one owner of an SQLite connection: every read and write goes through this actor, one at a time.
///
/// Opening configures the connection the way a durable store needs it (WAL journal, full sync, foreign
/// keys on, a busy timeout for other processes) and migrates the schema, refusing a file that is not a
/// regular file, not a database, read-only, or at a schema version it does not know, before changing
/// anything in it.
///
/// The connection closes in its own plain `deinit`. The actor deliberately has no isolated deinit:
/// one that calls into a C module fails `swift build -c release` with "circular reference" on Swift 6.3.1.
public actor SQLiteDatabase {
    /// The file path, or `:memory:`.
    public nonisolated let path: String
    private let connection: SQLiteConnection
    /// Set by `close()`: every later call fails as `misuse`, as calls on a closed connection do.
    private let isClosed = Atomic<Bool>(false)
    /// Where every call of this actor runs: a queue of its own, because SQLite blocks while it waits
    /// for another process's lock (see `SQLiteExecutor`).
    nonisolated let executor = SQLiteExecutor(label: "StrataSQLite")

    /// This actor's executor; see `SQLiteExecutor` for why it is not the cooperative pool.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Opens (creating when missing, in `.readWrite`) the database at `path`, `:memory:` for one that
    /// lives as long as this value, and brings it to the newest version of `migrator`.
    ///
    /// Nothing is written, chmodded or created beside a file that is refused: one that is not a regular
    /// file (a device, a FIFO, a socket, a directory), not a database, another application's, or at a
    /// schema version `migrator` cannot vouch for (see `SQLiteMigrator`).
    ///
    /// - Parameters:
    ///   - path: the file, or `:memory:`.
    ///   - mode: `.readWrite` creates a missing file; `.readOnly` never writes, migrations included.
    ///   - application: when given, a file that is not this application's is refused untouched
    ///     (`foreignDatabase`, `unknownSchema`), and a new one is marked as its.
    ///   - access: who may read the file; owner-only unless asked otherwise.
    ///   - migrator: the schema's history; the file is brought to its newest version.
    ///   - busyTimeout: how long a statement waits for another process's lock before `busy`.
    public init(
        path: String,
        mode: SQLiteOpenMode = .readWrite,
        application: SQLiteApplication? = nil,
        access: SQLiteFileAccess = .ownerOnly,
        migrator: SQLiteMigrator,
        busyTimeout: Duration = .seconds(5)
    ) throws(SQLiteError) {
        try SQLiteFileType.refuseUnlessRegular(path)
        if mode == .readWrite { try access.createIfMissing(path) }
        let connection = try SQLiteConnection(path: path, mode: mode, busyTimeout: busyTimeout)
        // Two processes opening a new file at once can deadlock over its locks (one switching the
        // journal to WAL, the other migrating), and SQLite then answers busy at once instead of waiting.
        // Opening is idempotent, so it is tried again until the busy timeout has passed, measured on the
        // clock: each try may itself wait up to the busy timeout, so counting only the pauses between
        // tries would let a held lock stretch the open to hundreds of times the limit.
        let deadline = ContinuousClock.now + busyTimeout
        while true {
            do {
                try Self.prepare(connection, mode: mode, application: application, access: access, migrator: migrator)
                break
            } catch let error where error.kind == .busy && ContinuousClock.now < deadline {
                sqlite3_sleep(Int32(Self.retryInterval.inMilliseconds))
            }
        }
        self.path = path
        self.connection = connection
    }

    private static let retryInterval = Duration.milliseconds(20)

    /// Refuses what must not be opened, then configures and migrates, before changing anything else.
    private static func prepare(
        _ connection: SQLiteConnection, mode: SQLiteOpenMode, application: SQLiteApplication?,
        access: SQLiteFileAccess, migrator: SQLiteMigrator
    ) throws(SQLiteError) {
        let path = connection.path
        if mode == .readWrite, connection.isReadOnly {
            throw SQLiteError(.readOnly, path: path, message: "the file is not writable")
        }
        // The first reads of the file, before any write: a file that is not a database, or whose schema
        // page is damaged, fails here. One snapshot, so the mark and the schema are judged together.
        let (needsMark, version) = try connection.readingOneSnapshot { () throws(SQLiteError) in
            _ = try connection.scalar("SELECT count(*) FROM sqlite_schema", as: Int.self)
            let needsMark = try application?.check(connection) ?? false
            try migrator.refuseUnknownSchema(connection)
            return (needsMark, try connection.userVersion())
        }
        try connection.executeScript("PRAGMA foreign_keys = ON")
        switch mode {
        case .readWrite:
            // Only once the file is known to be the application's: another's keeps its permissions too.
            access.tighten(path)
            if needsMark, let application {
                // A number from code, never outside text: pragmas take no bound parameters.
                try connection.executeScript("PRAGMA application_id = \(application.id)")
            }
            try connection.executeScript("PRAGMA journal_mode = WAL")
            try connection.executeScript("PRAGMA synchronous = FULL")
            do {
                try migrator.migrate(connection)
            } catch let error as SQLiteError {
                throw error
            } catch {
                throw SQLiteError(.other, path: path, message: "a migration failed: \(error)")
            }
        case .readOnly:
            // The version judged above: a read now could see a writer's later one, never checked.
            let found = version
            if found < migrator.supportedVersion {
                throw SQLiteError(
                    .readOnly, path: path,
                    message:
                        "schema \(found) needs an upgrade to \(migrator.supportedVersion), which a read-only open cannot do"
                )
            }
        }
    }

    /// Runs `body` in one read transaction, so every query in it sees the same snapshot. Throws
    /// `SQLiteError`, or what `body` throws.
    public func read<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) throws -> T {
        try requireOpen()
        return try connection.transaction(.deferred) { try body(connection) }
    }

    /// Runs `body` in one write transaction: all of its changes are kept, or none when it throws.
    /// The write lock is taken at once (`BEGIN IMMEDIATE`), so two processes never both read, then
    /// both write. Throws `SQLiteError`, or what `body` throws.
    @discardableResult
    public func write<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) throws -> T {
        try requireOpen()
        return try connection.transaction(.immediate) { try body(connection) }
    }

    /// Runs `body` on the connection outside any transaction, for pragmas that refuse to run inside one
    /// (`journal_mode`, `wal_checkpoint`). Throws `SQLiteError`, or what `body` throws.
    @discardableResult
    public func withConnection<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) throws -> T {
        try requireOpen()
        return try body(connection)
    }

    /// Refuses every later call, as a process that has ended no longer reaches its file: whatever it
    /// still had queued fails instead of writing. The handle itself is released with the actor.
    package nonisolated func close() {
        isClosed.store(true, ordering: .sequentiallyConsistent)
    }

    /// Whether every call made so far has finished, so a scheduler that runs tasks one step at a time
    /// can wait for the database before taking the next step.
    package nonisolated var isIdle: Bool { executor.isIdle }

    private func requireOpen() throws(SQLiteError) {
        guard !isClosed.load(ordering: .sequentiallyConsistent) else {
            throw SQLiteError(.misuse, path: path, message: "the database is closed")
        }
    }

    /// The rows of `PRAGMA integrity_check`: exactly `["ok"]` for a sound file, otherwise what is wrong.
    public func integrityCheck() throws(SQLiteError) -> [String] {
        try connection.prepare("PRAGMA integrity_check").values(as: String.self)
    }

    /// The schema version recorded in the file (`PRAGMA user_version`).
    public func schemaVersion() throws(SQLiteError) -> Int {
        try connection.userVersion()
    }
}
