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
            // The errno decides, as for any file-system call; what it cannot place stays an SQLite error
            // unless the file could not be opened at all.
            let classified = StorageError.fileSystem(code: systemError, path: path, detail: reason)
            if case .cannotOpen = classified, code & 0xFF != SQLITE_CANTOPEN {
                self = .sqlite(code: code, message: reason, path: path)
            } else {
                self = classified
            }
        default:
            self = .sqlite(code: code, message: message, path: path)
        }
    }
}
