import CSQLite

/// One open SQLite connection: statements, pragmas and errors that name the file.
///
/// Not `Sendable` and never shared: an `SQLiteDatabase` actor owns it and is the only caller, which is
/// what makes `SQLITE_OPEN_NOMUTEX` safe. Closed in a plain `deinit` (see `SQLiteDatabase` for why
/// not an isolated one).
final class SQLiteConnection {
    /// The file path, or `:memory:`; used in every error.
    let path: String
    let handle: OpaquePointer
    private var savepointDepth = 0

    init(path: String, mode: SQLiteOpenMode, busyTimeoutMilliseconds: Int32) throws(StorageError) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, mode.flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            let systemError = opened.map { sqlite3_system_errno($0) } ?? 0
            sqlite3_close_v2(opened)
            throw StorageError(sqliteCode: code, message: message, systemError: systemError, path: path)
        }
        self.path = path
        self.handle = opened
        sqlite3_extended_result_codes(opened, 1)
        sqlite3_busy_timeout(opened, busyTimeoutMilliseconds)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Compiles one statement for repeated use.
    func prepare(_ sql: String) throws(StorageError) -> SQLiteStatement {
        try SQLiteStatement(sql: sql, connection: self)
    }

    /// Runs one statement with bound parameters and returns the number of rows it changed.
    @discardableResult
    func run(_ sql: String, _ parameters: [any SQLiteValueConvertible] = []) throws(StorageError) -> Int {
        try prepare(sql).run(parameters)
    }

    /// Runs one query with bound parameters and turns every row into a value.
    func query<Row>(
        _ sql: String,
        _ parameters: [any SQLiteValueConvertible] = [],
        row transform: (SQLiteRow) throws(StorageError) -> Row
    ) throws(StorageError) -> [Row] {
        try prepare(sql).query(parameters, row: transform)
    }

    /// The first row of a query, or `nil` when it has none.
    func queryFirst<Row>(
        _ sql: String,
        _ parameters: [any SQLiteValueConvertible] = [],
        row transform: (SQLiteRow) throws(StorageError) -> Row
    ) throws(StorageError) -> Row? {
        try query(sql, parameters, row: transform).first
    }

    /// The single value a query such as `SELECT count(*) …` returns.
    func scalar<T: SQLiteValueConvertible>(
        _ sql: String, _ parameters: [any SQLiteValueConvertible] = [], as type: T.Type = T.self
    ) throws(StorageError) -> T {
        guard
            let value = try queryFirst(
                sql, parameters, row: { (row) throws(StorageError) in try row.column(0, as: T.self) })
        else {
            throw .sqlite(code: SQLITE_MISUSE, message: "\"\(sql)\" returned no row", path: path)
        }
        return value
    }

    /// Runs a script of several statements that takes no values, such as a schema migration. Anything
    /// that carries a value goes through `run` with bound parameters instead.
    func executeScript(_ sql: String) throws(StorageError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw lastError(code: code) }
    }

    /// `PRAGMA user_version`: the schema version the migrations have reached.
    func userVersion() throws(StorageError) -> Int {
        try scalar("PRAGMA user_version")
    }

    /// Sets `PRAGMA user_version`. Pragmas take no bound parameters, so the value is an `Int` from
    /// code, never text from outside.
    func setUserVersion(_ version: Int) throws(StorageError) {
        try executeScript("PRAGMA user_version = \(version)")
    }

    /// Whether the file was opened (or fell back to) read-only, as SQLite does silently for a file
    /// without write permission.
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Whether no transaction is open.
    var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    /// The row id of the last successful `INSERT` on this connection.
    var lastInsertRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// The error SQLite reports for `code`, with its message and the file path.
    func lastError(code: Int32) -> StorageError {
        StorageError(
            sqliteCode: code,
            message: String(cString: sqlite3_errmsg(handle)),
            systemError: sqlite3_system_errno(handle),
            path: path
        )
    }

    /// The next free savepoint name; nesting depth only, so names never carry outside text.
    func pushSavepoint() -> String {
        savepointDepth += 1
        return "strata_savepoint_\(savepointDepth)"
    }

    func popSavepoint() {
        savepointDepth -= 1
    }
}
