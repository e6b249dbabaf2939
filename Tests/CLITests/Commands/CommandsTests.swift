import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// The other commands: help, version, completions and the todo list, as a script sees them.
@MainActor
@Suite("strata commands", .serialized)
struct CommandsTests {
    @Test("help and --help print the help of the command asked for, to stdout, exit 0")
    func help() async {
        let general = await strata("help")
        let todos = await strata("todos", "--help")
        let open = await strata("help", "open")

        #expect(general.status == .success && general.out.contains("strata completions bash|zsh|fish"))
        #expect(todos.out.contains("strata todos list [--user ID]") && !todos.out.contains("ROUTES"))
        #expect(open.out.contains("ROUTES"))
    }

    @Test("completions are printed for bash, zsh and fish, naming the commands and flags")
    func completions() async {
        for shell in ["bash", "zsh", "fish"] {
            let run = await strata("completions", shell)
            #expect(run.status == .success)
            #expect(run.out.contains("todos") && run.out.contains("offline"), "\(shell)")
        }
        #expect(await strata("completions", "bash").out.contains("complete -F _strata strata"))
        #expect(await strata("completions", "zsh").out.hasPrefix("#compdef strata"))
    }

    @Test("a usage error exits 2 and points at the right help")
    func usage() async {
        let run = await strata("todos", "lsit")

        #expect(run.status == .usage)
        #expect(
            run.err
                == "strata: unknown todos command 'lsit' — did you mean 'list'?\nRun 'strata help todos' for usage.\n")
    }

    @Test("a change to a todo that is not stored exits 1 and names it")
    func unknownTodo() async {
        let run = await strata("todos", "toggle", "9999", "--offline")

        #expect(run.status == .failure)
        #expect(run.err.contains("todo 9999"))
    }

    @Test("an empty title is bad usage, exit 2")
    func emptyTitle() async {
        let run = await strata("todos", "add", "--user", "1", "--offline", "  ")

        #expect(run.status == .usage)
        #expect(run.err.contains("A todo needs a title"))
    }

    @Test("sync --json prints data, not a sentence")
    func syncJSON() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = await strata("sync", "--json", "--base-url", server.baseURL.absoluteString)

        #expect(run.status == .success)
        #expect(run.out.contains(#""command":"sync""#))
        #expect(!run.out.contains("Sent "))
    }
}

/// What `--verbose` may and may not print.
@MainActor
@Suite("strata --verbose", .serialized)
struct VerboseLoggingTests {
    @Test("secrets in the base URL and in cookies never reach the log, and server headers reach it defused")
    func redactsAndSanitises() async throws {
        let server = try TestServer.startPostsOnly()
        defer { server.stop() }
        let base = "http://alice:s3cretPW@127.0.0.1:\(server.port)/?token=TOPSECRET123"

        let run = await strata("open", "posts", "--verbose", "--base-url", base)

        #expect(run.status == .success)
        #expect(run.err.contains("[strata info] GET"))
        for secret in ["alice", "s3cretPW", "TOPSECRET123", "SESSIONSECRET42"] {
            #expect(!run.err.contains(secret), "\(secret) leaked")
        }
        #expect(!run.err.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        #expect(run.err.contains("x-hostile:"))
    }
}
