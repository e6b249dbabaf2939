import Foundation
import StrataTestSupport
import Testing

/// JSON for a program is one line: every command that prints JSON, to a pipe, prints one line per
/// document, strings with line feeds in them included (escaped), whole or with fields.
@Suite("JSON to a pipe", .serialized)
struct JSONLayoutTests {
    @Test(
        "every command's JSON, whole, picked or an error, is a single line ending in a line feed when piped",
        arguments: [
            ["open", "posts/1", "--json"], ["open", "posts", "--json", "body"], ["open", "users/2", "--json"],
            ["open", "users/2/todos", "--json"], ["todos", "list", "--user", "1", "--json"],
            ["todos", "list", "--user", "1", "--json", "id"], ["open", "posts/1000", "--json"],
            ["todos", "toggle", "99999", "--json"],
        ]
    )
    func oneLine(arguments: [String]) throws {
        let run = try StrataProcess.run(arguments + ["--offline", "--db", ":memory:"], environment: [:])

        #expect(run.out.hasSuffix("\n"))
        #expect(run.out.filter { $0 == "\n" }.count == 1, "\(run.out.prefix(300))")
        #expect((try? JSONSerialization.jsonObject(with: Data(run.out.utf8))) != nil, "\(run.out.prefix(300))")
    }

    @Test("sync --json and a todos change, to a pipe, are one line each")
    func commandsOneLine() throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("strata-layout-\(UUID()).sqlite3")
        defer { try? FileManager.default.removeItem(at: store) }
        let common = ["--db", store.path, "--base-url", server.baseURL.absoluteString]

        // The sync first: the test server does not keep the add, so a sync after it would stop, exit 1.
        let synced = try StrataProcess.run(["sync", "--json"] + common, environment: [:])
        let added = try StrataProcess.run(
            ["todos", "add", "--user", "1", "--json", "Buy milk"] + common, environment: [:])

        for run in [added, synced] {
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.filter { $0 == "\n" }.count == 1 && run.out.hasSuffix("}\n"), "\(run.out)")
        }
    }
}
