import CSQLite

/// One open SQLite connection: statements, pragmas and errors that name the file.
///
/// You receive one inside `SQLiteDatabase.read`, `write` and `withConnection`, and use it only there:
/// it is not `Sendable` and never shared, because its actor is the only caller, which is what makes
/// `SQLITE_OPEN_NOMUTEX` safe. Closed in a plain `deinit` (see `SQLiteDatabase` for why not an
/// isolated one).
public final class SQLiteConnection {
    /// The file path, or `:memory:`; used in every error.
    public let path: String
    let handle: OpaquePointer
    private var savepointDepth = 0

    init(path: String, mode: SQLiteOpenMode, busyTimeout: Duration) throws(SQLiteError) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, mode.flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            let systemError = opened.map { sqlite3_system_errno($0) } ?? 0
            sqlite3_close_v2(opened)
            throw SQLiteError(resultCode: code, message: message, systemError: systemError, path: path)
        }
        self.path = path
        self.handle = opened
        sqlite3_extended_result_codes(opened, 1)
        sqlite3_busy_timeout(opened, busyTimeout.inMilliseconds)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Compiles one statement, for a loop of identical writes; `run` and `query` prepare for you.
    public func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(sql: sql, connection: self)
    }

    /// Runs one statement with bound parameters and returns the number of rows it changed.
    @discardableResult
    public func run(_ sql: String, _ parameters: [any SQLiteValueConvertible] = []) throws(SQLiteError) -> Int {
        try prepare(sql).run(parameters)
    }

    /// Runs one query with bound parameters and turns every row into a value.
    ///
    /// Throws `SQLiteError`, or what `transform` throws.
    public func query<Row>(
        _ sql: String,
        _ parameters: [any SQLiteValueConvertible] = [],
        row transform: (SQLiteRow) throws -> Row
    ) throws -> [Row] {
        try prepare(sql).query(parameters, row: transform)
    }

    /// The first row of a query, or `nil` when it has none. Throws like `query`.
    public func queryFirst<Row>(
        _ sql: String,
        _ parameters: [any SQLiteValueConvertible] = [],
        row transform: (SQLiteRow) throws -> Row
    ) throws -> Row? {
        try query(sql, parameters, row: transform).first
    }

    /// The single value a query such as `SELECT count(*) …` returns; a query without a row is `misuse`.
    public func scalar<T: SQLiteValueConvertible>(
        _ sql: String, _ parameters: [any SQLiteValueConvertible] = [], as type: T.Type = T.self
    ) throws(SQLiteError) -> T {
        let statement = try prepare(sql)
        guard let value = try statement.firstValue(parameters, as: T.self) else {
            throw SQLiteError(.misuse, path: path, code: SQLITE_MISUSE, message: "\"\(sql)\" returned no row")
        }
        return value
    }

    /// Runs a script of several statements that takes no values, such as a schema migration. Anything
    /// that carries a value goes through `run` with bound parameters instead.
    public func executeScript(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw lastError(code: code) }
    }

    /// The row id of the last successful `INSERT` on this connection, the id a new row was given.
    public var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// `PRAGMA user_version`: the schema version the migrations have reached.
    func userVersion() throws(SQLiteError) -> Int {
        try scalar("PRAGMA user_version")
    }

    /// Sets `PRAGMA user_version`. Pragmas take no bound parameters, so the value is an `Int` from
    /// code, never text from outside.
    func setUserVersion(_ version: Int) throws(SQLiteError) {
        try executeScript("PRAGMA user_version = \(version)")
    }

    /// Whether the file was opened (or fell back to) read-only, as SQLite does silently for a file
    /// without write permission.
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Whether no transaction is open.
    var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// The number of rows the last statement changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// The error SQLite reports for `code`, with its message and the file path.
    func lastError(code: Int32) -> SQLiteError {
        SQLiteError(
            resultCode: code,
            message: String(cString: sqlite3_errmsg(handle)),
            systemError: sqlite3_system_errno(handle),
            path: path
        )
    }

    /// The next free savepoint name; nesting depth only, so names never carry outside text.
    func pushSavepoint() -> String {
        savepointDepth += 1
        return "savepoint_\(savepointDepth)"
    }

    func popSavepoint() {
        savepointDepth -= 1
    }
}
