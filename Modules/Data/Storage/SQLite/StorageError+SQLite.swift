import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension StorageError {
    /// Classifies an SQLite result code, using the operating system's error behind an I/O or open
    /// failure to tell a full disk and a read-only location apart from other failures.
    init(sqliteCode code: Int32, message: String, systemError: Int32, path: String) {
        let reason = systemError == 0 ? message : "\(message) (\(String(cString: strerror(systemError))))"
        switch code & 0xFF {
        case SQLITE_NOTADB:
            self = .notADatabase(path: path)
        case SQLITE_CORRUPT:
            self = .corrupt(path: path, detail: message)
        case SQLITE_READONLY:
            self = .readOnly(path: path, detail: message)
        case SQLITE_FULL:
            self = .diskFull(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED:
            self = .busy(path: path)
        case SQLITE_CONSTRAINT:
            self = .constraint(detail: message)
        case SQLITE_CANTOPEN, SQLITE_IOERR, SQLITE_PERM, SQLITE_AUTH:
            switch systemError {
            case ENOSPC:
                self = .diskFull(path: path)
            case EROFS, EACCES, EPERM:
                self = .readOnly(path: path, detail: reason)
            default:
                self =
                    code & 0xFF == SQLITE_CANTOPEN
                    ? .cannotOpen(path: path, detail: reason)
                    : .sqlite(code: code, message: reason, path: path)
            }
        default:
            self = .sqlite(code: code, message: message, path: path)
        }
    }
}
