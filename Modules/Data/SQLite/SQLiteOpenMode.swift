import CSQLite

/// How a connection opens its file.
public enum SQLiteOpenMode: Sendable {
    /// Reads and writes, creating the file when it does not exist.
    case readWrite
    /// Reads only; every write fails with `SQLiteError.Kind.readOnly`.
    case readOnly

    /// The `sqlite3_open_v2` flags. `NOMUTEX` because a connection is only ever used by the actor
    /// that owns it, one call at a time.
    var flags: Int32 {
        switch self {
        case .readWrite: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        case .readOnly: SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        }
    }
}
