import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who may read a database file and its `-wal` and `-shm` companions.
public enum SQLiteFileAccess: Hashable, Sendable {
    /// The owner alone (0600), as a store of a user's own data should be: the file is created so, and a
    /// looser file of the application's own is tightened when opened.
    case ownerOnly
    /// Whatever the process's umask gives, as SQLite does by itself.
    case systemDefault

    /// Creates a missing file with the right permissions before SQLite opens it, so a failure names its
    /// real cause: SQLite itself, failing to create, retries read-only and reports "no such file".
    func createIfMissing(_ path: String) throws(SQLiteError) {
        guard SQLiteFileType.isFile(path) else { return }
        let mode: mode_t = self == .ownerOnly ? 0o600 : 0o666
        let descriptor = open(path, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, mode)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        guard code != EEXIST else { return }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let reason =
            switch code {
            case EACCES, EPERM: "this user may not create files in \(directory) (permission denied)"
            case EROFS: "\(directory) is on a read-only file system"
            case ENOENT: "the directory \(directory) does not exist"
            default: "cannot create it in \(directory): \(String(cString: strerror(code)))"
            }
        throw SQLiteError(systemError: code, path: path, message: reason)
    }

    /// Takes group and other permissions off the file and the companions that exist; a file this user
    /// does not own keeps its permissions (changing them is not ours to do).
    func tighten(_ path: String) {
        guard self == .ownerOnly, SQLiteFileType.isFile(path) else { return }
        for file in [SQLiteFileType.resolved(path)] + SQLiteFileType.companions(of: path) {
            Self.removeGroupAndOtherAccess(file)
        }
    }

    /// Takes group and other permissions off `path`, a regular file or a directory, if this user owns
    /// it and it has any. Anything else (a device, a pipe, a socket, a symbolic link) is left as it is.
    ///
    /// The change goes through the path, never through a descriptor of the file: closing any descriptor
    /// of a database file releases every POSIX lock this process holds on it, SQLite's included, and
    /// another process would then take the file for unused (and reset the `-shm` it has mapped).
    public static func removeGroupAndOtherAccess(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG || type == S_IFDIR, status.st_uid == geteuid(), status.st_mode & 0o077 != 0 else {
            return
        }
        _ = chmod(path, status.st_mode & 0o700)
    }
}
