import CSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SQLiteError {
    /// Classifies an SQLite result code, using the operating system's error behind an I/O or open
    /// failure to tell a full disk and a read-only location apart from other failures.
    init(resultCode code: Int32, message: String, systemError: Int32, path: String) {
        let reason = systemError == 0 ? message : "\(message) (\(String(cString: strerror(systemError))))"
        let kind: Kind
        switch code & 0xFF {
        case SQLITE_NOTADB: kind = .notADatabase
        case SQLITE_CORRUPT: kind = .corrupt
        case SQLITE_READONLY: kind = .readOnly
        case SQLITE_FULL: kind = .full
        case SQLITE_BUSY, SQLITE_LOCKED: kind = .busy
        case SQLITE_CONSTRAINT: kind = .constraint
        case SQLITE_MISUSE, SQLITE_RANGE: kind = .misuse
        case SQLITE_CANTOPEN, SQLITE_IOERR, SQLITE_PERM, SQLITE_AUTH:
            // The errno decides, as for any file-system call; what it cannot place stays an SQLite error
            // unless the file could not be opened at all.
            let classified = Self.kind(ofSystemError: systemError)
            kind = classified == .cannotOpen && code & 0xFF != SQLITE_CANTOPEN ? .other : classified
        default: kind = .other
        }
        self.init(kind, path: path, code: code, message: reason)
    }

    /// A failed file-system call on `path`, classified by its `errno`, so a read-only location or a full
    /// disk reads as such wherever a caller touches the files of a database (its directory, a rename).
    public init(systemError: Int32, path: String, message: String) {
        self.init(Self.kind(ofSystemError: systemError), path: path, message: message)
    }

    private static func kind(ofSystemError code: Int32) -> Kind {
        switch code {
        case EROFS, EACCES, EPERM: .readOnly
        case ENOSPC, EDQUOT: .full
        default: .cannotOpen
        }
    }
}
