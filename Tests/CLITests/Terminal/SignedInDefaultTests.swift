import Foundation
import StrataTestSupport
import Testing

extension TerminalSessions {
    /// Scripts act as the user the app remembers, as the app itself opens as them.
    @Suite("The signed-in user by default")
    struct SignedInDefaultTests {
        private let strata = RepositoryPaths.strataExecutable.path

        @Test(
            "after signing in as Ervin Howell in the app, todos list and open todos show his list and say whose it is")
        func commandsActAsTheSignedInUser() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "strata-signed-in-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let store = directory.appendingPathComponent("strata.sqlite3").path

            let app = try TmuxSession(command: "\(strata) --offline --db \(store); echo EXIT=$?; sleep 30")
            _ = try await app.waitFor("not signed in")
            try app.send("s")
            _ = try await app.waitFor("Choose who you are")
            try app.send("j", "Enter")
            _ = try await app.waitFor("signed in as Ervin Howell")
            try app.send("q")
            _ = try await app.waitFor("EXIT=0")
            let list = try StrataProcess.run(["todos", "list", "--offline", "--db", store], environment: [:])
            let open = try StrataProcess.run(["open", "todos", "--offline", "--db", store], environment: [:])

            #expect(list.status == 0, "\(list.err)")
            #expect(
                list.out.contains("suscipit repellat esse quibusdam"), "user 2's first todo: \(list.out.prefix(200))")
            #expect(list.err.contains("todos list: as Ervin Howell (user 2), signed in in the app"), "\(list.err)")
            #expect(open.status == 0, "\(open.err)")
            #expect(open.out.contains("suscipit repellat esse quibusdam"), "\(open.out.prefix(200))")
            #expect(open.err.contains("open todos: as Ervin Howell (user 2)"), "\(open.err)")
        }
    }
}
