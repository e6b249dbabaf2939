import Foundation
import StrataSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where Strata keeps its database: its own file in the user's data directory, a file the user chose,
/// or memory for a store that lives as long as the process.
public enum DatabaseLocation: Hashable, Sendable {
    /// Strata's own file, `$XDG_DATA_HOME/strata/strata.sqlite3`, in a directory only Strata uses: the one
    /// place where a file that is not a database at all is moved aside for a fresh store.
    case standard(URL)
    /// A database file the user chose (`--db`, `STRATA_DB`), created with its directory on first use;
    /// whatever stands there that is not a usable Strata store is refused and left as it is.
    case file(URL)
    /// A database in memory, gone when the process ends; for tests and `--db :memory:`.
    case inMemory

    /// The file name inside the data directory.
    static let fileName = "strata.sqlite3"

    /// A location from a path a user typed: `:memory:` means in memory, a relative path is taken from
    /// the current directory.
    public init(path: String) {
        self = path == ":memory:" ? .inMemory : .file(URL(fileURLWithPath: path).standardizedFileURL)
    }

    /// The location to use: an explicit path (the `--db` flag) wins, then `STRATA_DB`, then
    /// `$XDG_DATA_HOME/strata/strata.sqlite3`, then `~/.local/share/strata/strata.sqlite3`.
    ///
    /// As the XDG specification says, an empty or relative `XDG_DATA_HOME` is ignored.
    public static func resolve(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> DatabaseLocation {
        for candidate in [explicitPath, environment["STRATA_DB"]] {
            if let candidate, !candidate.isEmpty { return DatabaseLocation(path: candidate) }
        }
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? homeDirectory
            dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
        }
        return .standard(
            dataHome.appendingPathComponent("strata", isDirectory: true).appendingPathComponent(fileName))
    }

    /// The path SQLite opens: the file's path, or `:memory:`.
    public var path: String {
        switch self {
        case .standard(let url), .file(let url): url.path
        case .inMemory: ":memory:"
        }
    }

    /// Creates the file's directory (and its parents) when missing, owner-only (0700), so the first run
    /// works on a fresh machine; a directory that cannot be made is an error naming the database and the
    /// reason. Strata's own directory is made owner-only even when an older Strata made it looser.
    func createDirectory() throws(StorageError) {
        switch self {
        case .standard(let url):
            let directory = url.deletingLastPathComponent()
            try Self.makeDirectory(directory, for: url.path)
            SQLiteFileAccess.removeGroupAndOtherAccess(directory.path)
        case .file(let url):
            try Self.makeDirectory(url.deletingLastPathComponent(), for: url.path)
        case .inMemory:
            return
        }
    }

    private static func makeDirectory(_ directory: URL, for databasePath: String) throws(StorageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path != directory.path { try makeDirectory(parent, for: databasePath) }
        guard mkdir(directory.path, 0o700) != 0, errno != EEXIST else { return }
        let code = errno
        let detail = "cannot create the directory \(directory.path): \(String(cString: strerror(code)))"
        throw StorageError.fileSystem(code: code, path: databasePath, detail: detail)
    }
}
