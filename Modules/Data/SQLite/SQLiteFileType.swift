#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What may stand at a database path: a regular file, or nothing yet. SQLite opens whatever it is
/// given (a device such as `/dev/null`, a named pipe it then blocks on), and making a file owner-only
/// would chmod a device for every user, so anything else is refused before SQLite or the kit touches it,
/// and left as it was. The `-wal`, `-shm` and `-journal` companions SQLite opens beside the file must be
/// regular files too, or not exist.
enum SQLiteFileType {
    /// Whether `path` names a file on disk, not `:memory:`, an empty (temporary) name or a `file:` URI.
    static func isFile(_ path: String) -> Bool {
        !(path.isEmpty || path == ":memory:" || path.hasPrefix("file:"))
    }

    /// Throws `cannotOpen`, naming what stands there, unless `path` and its companions are regular
    /// files or absent. A symbolic link is followed for the database itself (a store may be linked
    /// from elsewhere) but must lead to a regular file; a companion may not be a link at all.
    static func refuseUnlessRegular(_ path: String) throws(SQLiteError) {
        guard isFile(path) else { return }
        if let kind = kind(at: path, followingLinks: true) {
            throw SQLiteError(
                .cannotOpen, path: path, message: "it is \(kind), not a regular file; it was left untouched")
        }
        for companion in companions(of: path) {
            if let kind = kind(at: companion, followingLinks: false) {
                throw SQLiteError(
                    .cannotOpen, path: path,
                    message: "\(companion) is \(kind), not a regular file; both were left untouched")
            }
        }
    }

    /// The companions beside `path`, and beside the file it links to, where SQLite puts them.
    static func companions(of path: String) -> [String] {
        let bases = Set([path, resolved(path)])
        return bases.sorted().flatMap { base in ["-wal", "-shm", "-journal"].map { base + $0 } }
    }

    /// The real path of an existing file, links resolved; `path` itself when it does not exist.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// What stands at `path` in words ("a named pipe (FIFO)"), or `nil` for a regular file or nothing.
    private static func kind(at path: String, followingLinks: Bool) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard followingLinks else { return "a symbolic link" }
            guard stat(path, &status) == 0 else { return "a symbolic link to nothing" }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
