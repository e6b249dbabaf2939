import Foundation
import StrataTestSupport
import Testing

/// Mistakes on the command line, as a script's log shows them: the binary names what is missing,
/// prints that subcommand's usage alone, and exits 2.
@Suite("strata usage for scripts", .serialized)
struct ScriptArgumentsTests {
    @Test("todos add without a title names TITLE and prints the usage of 'todos add' alone, exit 2")
    func missingTitle() throws {
        let run = try StrataProcess.run(["todos", "add", "--user", "1", "--db", ":memory:"], environment: [:])

        #expect(run.status == 2)
        #expect(
            run.err
                == """
                strata: todos add: missing TITLE
                Usage: strata todos add [--user ID] TITLE
                Run 'strata help todos' for usage.

                """)
        #expect(run.out.isEmpty)
    }

    @Test("todos list without --user and with nobody signed in says how to name a user, exit 2")
    func nobodySignedIn() throws {
        let run = try StrataProcess.run(["todos", "list", "--offline", "--db", ":memory:"], environment: [:])

        #expect(run.status == 2)
        #expect(run.err.hasPrefix("strata: todos list: nobody is signed in; pass --user ID"), "\(run.err)")
        #expect(run.out.isEmpty)
    }
}

extension ScriptArgumentsTests {
    @Test("open search --json, which has no query and so no posts, says why and exits non-zero, printing no text")
    func searchWithoutQueryJSON() throws {
        let run = try StrataProcess.run(
            ["open", "search", "--json", "--offline", "--db", ":memory:"], environment: [:])

        #expect(run.status != 0)
        #expect(run.err.contains("open search --json: no query"), "\(run.err)")
        #expect(!run.out.contains("Query:"), "\(run.out)")
    }
}

extension ScriptArgumentsTests {
    @Test("open search as text says a query is needed, in a script's words, not the app's keys")
    func searchWithoutQueryText() throws {
        let run = try StrataProcess.run(["open", "search", "--offline", "--db", ":memory:"], environment: [:])

        #expect(run.out.contains("give a query, as in strata open search/QUERY"), "\(run.out)")
        #expect(!run.out.contains("press Enter"), "\(run.out)")
    }
}

extension ScriptArgumentsTests {
    @Test(
        "--offline asked for explicitly prints the data and no Offline warning",
        arguments: [
            ["open", "posts"], ["open", "users/2"], ["open", "users/2/todos"], ["todos", "list", "--user", "1"],
        ]
    )
    func offlineAskedIsNoWarning(command: [String]) throws {
        let run = try StrataProcess.run(command + ["--offline", "--db", ":memory:"], environment: [:])

        #expect(run.status == 0, "\(run.err)")
        #expect(!run.out.isEmpty)
        #expect(!run.err.contains("Offline"), "\(run.err)")
    }
}
