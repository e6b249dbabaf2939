import Foundation
import StrataPresentation
import StrataTestSupport
import Testing

/// The bash completion script the binary prints, run in bash: the script is sourced and its function
/// called with `COMP_WORDS` and `COMP_CWORD` set, as bash does at a TAB, and what it offers is read.
@Suite("bash completion", .serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
struct BashCompletionTests {
    /// What `_strata` offers for `words`, the last one being the word under the cursor.
    private func offered(_ words: [String]) throws -> Set<String> {
        // Each word in single quotes, a quote inside it as '\'', so bash sees it exactly as given.
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let driver = """
            source <("$STRATA" completions bash)
            # The script runs the command being completed (its first word) to ask for ids.
            strata() { "$STRATA" "$@"; }
            COMP_WORDS=(\(quoted))
            COMP_CWORD=\(words.count - 1)
            _strata
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-complete-\(UUID()).bash")
        try driver.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try StrataProcess.runShell("bash '\(file.path)'", environment: [:])
        #expect(run.status == 0, "\(run.err)")
        return Set(run.out.split(separator: "\n").map(String.init))
    }

    private static let commands: Set = ["open", "todos", "sync", "help", "completions"]
    /// The first word of every registered route form, with its slash where only a longer form is a route
    /// (`albums/`): read from `Route.forms`, so a new scene's route is expected without an edit here.
    private static let routes = Set(
        Route.forms.map { form in
            let first = String(form.prefix { $0 != "/" && $0 != "?" })
            return Route.forms.contains(first) ? first : first + "/"
        })
    private static let subcommands: Set = ["list", "add", "toggle", "rename", "rm", "retry", "discard"]

    @Test(
        "each context offers what may come there, and nothing else",
        arguments: [
            (["strata", ""], commands),
            (["strata", "open", ""], routes),
            (["strata", "open", "todos", ""], []),
            (["strata", "todos", ""], subcommands),
            (["strata", "todos", "list", "--user", ""], []),
            (["strata", "--db", "x", "todos", ""], subcommands),
            (["strata", "--user", "2", ""], commands),
            (["strata", "completions", ""], ["bash", "zsh", "fish"]),
            (["strata", "help", ""], commands),
            (["strata", "--route", ""], routes),
            (["strata", "sync", ""], []),
        ] as [([String], Set<String>)]
    )
    func contexts(words: [String], expected: Set<String>) throws {
        #expect(try offered(words) == expected, "\(words)")
    }

    @Test("options are those of the command being typed: open posts offers --json and not --route")
    func optionsPerCommand() throws {
        let open = try offered(["strata", "open", "posts", "--"])
        let app = try offered(["strata", "--"])

        #expect(open.contains("--json") && open.contains("--offline"), "\(open)")
        #expect(!open.contains("--route") && !open.contains("--version"), "\(open)")
        #expect(app.contains("--route") && !app.contains("--json"), "\(app)")
    }
}

extension BashCompletionTests {
    private static let postFields: Set = ["id", "userId", "title", "body"]
    private static let todoFields: Set = ["id", "userId", "title", "completed", "sync", "syncDetail"]

    @Test(
        "after --json come the fields of what the command prints, once the route or subcommand is known",
        arguments: [
            (["strata", "open", "posts", "--json", ""], postFields),
            (["strata", "open", "users/2/posts", "--json", ""], postFields),
            (["strata", "open", "posts/1/comments", "--json", "e"], ["email"]),
            (["strata", "open", "users/2", "--json", "=", "ad"], ["address"]),
            (["strata", "open", "todos", "--json", "sync"], ["sync", "syncDetail"]),
            (["strata", "todos", "list", "--json", ""], todoFields),
            (["strata", "sync", "--json", "s"], ["schema", "sent", "stopped"]),
            (["strata", "open", "--json", ""], routes),
            (["strata", "todos", "--json", ""], subcommands),
            (["strata", "open", "--json", "id,title", ""], routes),
            (["strata", "open", "--json", "posts", ""], []),
        ] as [([String], Set<String>)]
    )
    func jsonFields(words: [String], expected: Set<String>) throws {
        #expect(try offered(words) == expected, "\(words)")
    }

    @Test("after a comma come the fields not yet chosen, each after what was typed")
    func moreFields() throws {
        #expect(try offered(["strata", "open", "posts", "--json", "id,"]) == ["id,userId", "id,title", "id,body"])
        #expect(try offered(["strata", "open", "posts", "--json", "title,id,b"]) == ["title,id,body"])
    }

    @Test("a route's ids and a todo's ids come from the store the command line names, for its user")
    func idsFromTheStore() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("strata-ids-\(UUID()).sqlite3").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store + suffix) }
        }
        let missing = try offered(["strata", "--db", store, "open", "posts/"])
        let madeByTheTab = FileManager.default.fileExists(atPath: store)
        let made = try StrataProcess.run(["open", "posts", "--offline", "--db", store], environment: [:])
        try #require(made.status == 0, "\(made.err)")
        let posts = try offered(["strata", "--db", store, "open", "posts/"])
        let users = try offered(["strata", "open", "--db", store, "users/1"])
        let albums = try offered(["strata", "--db", store, "open", "albums/9"])
        // bash splits --db=PATH at '=' into three words.
        let todos = try offered(["strata", "--db", "=", store, "todos", "toggle", "--user", "3", ""])
        let renames = try offered(["strata", "--db", store, "--user", "3", "todos", "rename", "4"])
        let nobody = try offered(["strata", "--db", store, "todos", "rm", ""])
        let list = try offered(["strata", "--db", store, "todos", "list", "--user", "3", ""])

        #expect(missing.isEmpty, "no store yet: nothing to offer")
        #expect(!madeByTheTab, "a TAB never creates a store")
        #expect(posts == Set((1...100).map { "posts/\($0)" }))
        #expect(users == ["users/1", "users/10"])
        #expect(albums == Set(([9] + Array(90...99)).map { "albums/\($0)/photos" }), "albums/ID alone is no route")
        #expect(todos == Set((41...60).map(String.init)), "the bundled snapshot's todos of user 3")
        #expect(renames == Set((41...49).map(String.init)))
        #expect(nobody.isEmpty, "nobody signed in and no --user: no todo is anyone's to offer")
        #expect(list.isEmpty, "'todos list' takes no id")
    }

    @Test("a TAB changes no file: an empty file named by --db stays empty, with its permissions")
    func readsOnly() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-empty-\(UUID()).db").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try #require(
            FileManager.default.createFile(atPath: file, contents: nil, attributes: [.posixPermissions: 0o644]))

        let offered = try offered(["strata", "--db", file, "open", "users/"])
        let after = try FileManager.default.attributesOfItem(atPath: file)

        #expect(offered.isEmpty)
        #expect((after[.size] as? Int) == 0, "not seeded")
        #expect((after[.posixPermissions] as? Int) == 0o644, "not chmodded")
    }

    @Test("a --db path typed in quotes or with an escaped space names the file the shell would pass")
    func quotedStorePath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata ids \(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("my store.sqlite3").path
        let made = try StrataProcess.run(["open", "users", "--offline", "--db", store], environment: [:])
        try #require(made.status == 0, "\(made.err)")

        let singleQuoted = try offered(["strata", "--db", "'\(store)'", "open", "users/1"])
        let doubleQuoted = try offered(["strata", "--db", "\"\(store)\"", "open", "users/1"])
        let escaped = try offered([
            "strata", "--db", store.replacingOccurrences(of: " ", with: "\\ "), "open", "users/1",
        ])

        #expect(singleQuoted == ["users/1", "users/10"])
        #expect(doubleQuoted == ["users/1", "users/10"])
        #expect(escaped == ["users/1", "users/10"])
    }
}
