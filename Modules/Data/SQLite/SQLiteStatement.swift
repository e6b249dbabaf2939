import CSQLite

/// A compiled SQL statement that is run with bound parameters and finalized when it goes away.
///
/// Prepare one for a loop of identical writes; for one-off statements use `SQLiteConnection.run` and
/// `query`, which prepare and finalize for you. Not `Sendable`: it belongs to its connection's actor.
public final class SQLiteStatement {
    /// The statement's SQL as it was prepared, for error messages.
    public let sql: String
    private let handle: OpaquePointer
    private let connection: SQLiteConnection

    /// Compiles exactly one statement; trailing SQL after it is refused, so a script never hides behind
    /// what reads like a single statement.
    init(sql: String, connection: SQLiteConnection) throws(SQLiteError) {
        var compiled: OpaquePointer?
        let (code, remainder) = sql.withCString { start -> (Int32, String) in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(connection.handle, start, -1, &compiled, &tail)
            return (code, tail.map { String(cString: $0) } ?? "")
        }
        guard code == SQLITE_OK else { throw connection.lastError(code: code) }
        guard let compiled else {
            throw SQLiteError(
                .misuse, path: connection.path, code: SQLITE_MISUSE, message: "no SQL statement in \"\(sql)\"")
        }
        guard remainder.allSatisfy(\.isWhitespace) else {
            sqlite3_finalize(compiled)
            throw SQLiteError(
                .misuse, path: connection.path, code: SQLITE_MISUSE,
                message: "more than one statement in \"\(sql)\"")
        }
        self.sql = sql
        self.handle = compiled
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The file the statement runs on, for error messages.
    var path: String { connection.path }

    /// Runs the statement to completion with these parameters and returns the number of rows it changed.
    @discardableResult
    public func run(_ parameters: [any SQLiteValueConvertible] = []) throws(SQLiteError) -> Int {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        while try step() {}
        return connection.changes
    }

    /// Runs the statement with these parameters and turns every result row into a value. Throws
    /// `SQLiteError`, or what `transform` throws.
    public func query<Row>(
        _ parameters: [any SQLiteValueConvertible] = [],
        row transform: (SQLiteRow) throws -> Row
    ) throws -> [Row] {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        var rows: [Row] = []
        while try step() {
            rows.append(try transform(SQLiteRow(statement: self)))
        }
        return rows
    }

    /// The first column of every row, for queries of a single value such as `PRAGMA integrity_check`.
    func values<T: SQLiteValueConvertible>(
        _ parameters: [any SQLiteValueConvertible] = [], as type: T.Type
    ) throws(SQLiteError) -> [T] {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        var values: [T] = []
        while try step() {
            values.append(try SQLiteRow(statement: self).column(0, as: T.self))
        }
        return values
    }

    /// The first column of the first row, `nil` when there is no row.
    func firstValue<T: SQLiteValueConvertible>(
        _ parameters: [any SQLiteValueConvertible], as type: T.Type
    ) throws(SQLiteError) -> T? {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        return try step() ? try SQLiteRow(statement: self).column(0, as: T.self) : nil
    }

    /// The value in column `index` (from 0) of the current row, copied out of SQLite's buffers.
    func value(at index: Int) -> SQLiteValue {
        let column = Int32(index)
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            let start = sqlite3_column_text(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            return .text(String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let start = sqlite3_column_blob(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            return .blob(start.map { [UInt8](UnsafeRawBufferPointer(start: $0, count: count)) } ?? [])
        default:
            return .null
        }
    }

    /// The name of column `index` as the query spells it, for error messages.
    func columnName(at index: Int) -> String {
        sqlite3_column_name(handle, Int32(index)).map { String(cString: $0) } ?? "column \(index)"
    }

    private func bind(_ parameters: [any SQLiteValueConvertible]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard parameters.count == expected else {
            throw SQLiteError(
                .misuse, path: connection.path, code: SQLITE_RANGE,
                message: "\"\(sql)\" takes \(expected) parameters, \(parameters.count) given"
            )
        }
        for (offset, parameter) in parameters.enumerated() {
            let code = bind(parameter.sqliteValue, at: Int32(offset + 1))
            guard code == SQLITE_OK else { throw connection.lastError(code: code) }
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(let text):
            // An explicit byte count keeps text with embedded NUL characters whole.
            return text.withCString { start in
                sqlite3_bind_text64(
                    handle, index, start, sqlite3_uint64(text.utf8.count), Self.transient, UInt8(SQLITE_UTF8))
            }
        case .blob(let bytes):
            // An empty buffer has no base address, and a NULL pointer would bind SQL NULL.
            guard !bytes.isEmpty else { return sqlite3_bind_zeroblob(handle, index, 0) }
            return bytes.withUnsafeBytes { buffer in
                sqlite3_bind_blob64(handle, index, buffer.baseAddress, sqlite3_uint64(buffer.count), Self.transient)
            }
        }
    }

    private func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw connection.lastError(code: code)
        }
    }

    /// `SQLITE_TRANSIENT`, a C macro Swift cannot import: SQLite copies the bytes before binding returns.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }
}
