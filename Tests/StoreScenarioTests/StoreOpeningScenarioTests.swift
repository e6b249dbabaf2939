import Foundation
import StrataTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 21's store findings, through the binary: the store only ever opens a regular file, takes its
/// path as text or not at all, and opens only a file whose version and tables it knows.
@Suite("Store opening scenarios", .serialized)
struct StoreOpeningScenarioTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode : nil
    }

    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// The nodes that are not regular files, made in the test's own folder: never the system's.
    private func node(_ kind: String) throws -> String {
        let path = directory.appendingPathComponent(kind).path
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o666) == 0)
        case "directory": #expect(mkdir(path, 0o777) == 0)
        case "socket":
            let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            #expect(bound == 0)
            close(socketDescriptor)
        default:
            // The numbers of the null device (1, 3): what `--db /dev/null` met, in a folder of our own.
            #expect(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "making a device node needs root")
        }
        chmod(path, 0o666)
        return path
    }

    @Test(
        "a device, a FIFO, a socket or a directory as --db is refused before anything touches it",
        arguments: ["device", "fifo", "socket", "directory"])
    func notARegularFile(kind: String) throws {
        let path = try node(kind)
        let before = mode(path)

        let run = try StrataProcess.run(
            ["todos", "list", "--user", "1", "--offline", "--db", path], environment: [:], hangGuard: .seconds(60))

        let what =
            switch kind {
            case "device": "a character device"
            case "fifo": "a named pipe (FIFO)"
            case "socket": "a socket"
            default: "a directory"
            }
        #expect(run.status == 1 && !run.endedBySignal, "\(run.status) \(run.err)")
        #expect(
            run.err
                == "strata: Cannot open the database \(path): it is \(what), not a regular file; it was left untouched\n"
        )
        #expect(mode(path) == before, "no chmod")
        #expect(try listing() == [kind], "no -journal, -wal or -shm beside it")
    }

    @Test("a --db path that is not valid UTF-8 is refused, not read as another name")
    func invalidUTF8Path() throws {
        let run = try StrataProcess.runShell(
            #"exec "$STRATA" todos list --user 1 --offline --db "$(printf '%s/\377\376.sqlite3' "$DIR")""#,
            environment: ["DIR": directory.path])

        #expect(run.status == 2, "\(run.err)")
        #expect(run.err.contains("is not valid UTF-8"), "\(run.err)")
        #expect(try listing() == [], "no file was made under another name")
    }

    @Test("STRATA_DB that is not valid UTF-8 is refused the same way")
    func invalidUTF8Environment() throws {
        let run = try StrataProcess.runShell(
            #"STRATA_DB="$(printf '%s/\377.sqlite3' "$DIR")" exec "$STRATA" todos list --user 1 --offline"#,
            environment: ["DIR": directory.path])

        #expect(run.status == 2, "\(run.err)")
        #expect(run.err.contains("the variable STRATA_DB"), "\(run.err)")
        #expect(try listing() == [])
    }

    /// Runs Python's own SQLite on `path`, as another program (or a person) would.
    private func python(_ script: String, _ path: String) throws {
        let ran = try ChildProcess.run("/usr/bin/env", ["python3", "-c", script, path], within: .seconds(120))
        #expect(
            ran.termination == .success, "\(String(decoding: ran.err, as: UTF8.self))")
    }

    @Test("a current store relabelled to any other version is refused untouched, naming both versions")
    func relabelledStore() throws {
        let store = directory.appendingPathComponent("store.sqlite3").path
        let made = try StrataProcess.run(
            ["todos", "add", "--user", "1", "--offline", "--db", store, "kept"], environment: [:])
        #expect(made.status == 0, "\(made.err)")
        try python(
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('PRAGMA journal_mode = DELETE'); "
                + "print(c.execute('PRAGMA user_version').fetchone()[0], file=open(sys.argv[1] + '.version', 'w'))",
            store)
        let versionFile = store + ".version"
        let current = try #require(
            Int(String(contentsOfFile: versionFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        try FileManager.default.removeItem(atPath: versionFile)

        for label in Array(0..<current) + [-1, -7] {
            try python(
                "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version = \(label)'); c.close()",
                store)
            let before = try Data(contentsOf: URL(fileURLWithPath: store))

            let run = try StrataProcess.run(
                ["todos", "list", "--user", "1", "--offline", "--db", store], environment: [:])

            let says =
                label < 0
                ? "its user_version says schema \(label), which no build writes"
                : "its user_version says schema \(label), but its tables are those of schema \(current)"
            #expect(run.status == 1, "\(label): \(run.out)")
            #expect(
                run.err
                    == "strata: \(store) is not a Strata database: \(says) (this build knows schemas 1 to \(current)); "
                    + "it was left untouched\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before, "\(label): byte for byte")
            #expect(try listing() == ["store.sqlite3"], "\(label)")
        }
    }
}
