import Foundation
import StrataTestSupport
import Testing

extension TerminalSessions {
    /// Keys typed just before `q`, in the same burst, still reach the store: the app saves the edits
    /// they started before it exits.
    @Suite("Quitting right after an edit")
    struct QuitKeepsEditsTests {
        private let strata = RepositoryPaths.strataExecutable.path
        private let epilogue = "; echo EXIT=$?; sleep 30"

        @Test("a toggle, and a confirmed deletion, each typed together with q, are saved")
        func editsBeforeQuitAreSaved() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "strata-quit-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let store = directory.appendingPathComponent("strata.sqlite3").path
            let run = "\(strata) --offline --db \(store) --user 1"
            let list = ["todos", "list", "--user", "1", "--offline", "--db", store]
            let before = try StrataProcess.run(list, environment: [:])

            let first = try TmuxSession(command: run + epilogue)
            _ = try await first.waitFor("signed in as")
            try first.send("t")
            _ = try await first.waitFor("of 20 done")
            try first.send("Space", "q")
            _ = try await first.waitFor("EXIT=0")

            let second = try TmuxSession(command: run + epilogue)
            _ = try await second.waitFor("signed in as")
            try second.send("t")
            _ = try await second.waitFor("of 20 done")
            try second.send("j", "d")
            _ = try await second.waitFor("Delete '")
            try second.send("y", "q")
            _ = try await second.waitFor("EXIT=0")
            let after = try StrataProcess.run(list, environment: [:])

            let lines = { (listing: String) in listing.split(separator: "\n").map(String.init) }
            #expect(lines(before.out).first?.contains("[ ] delectus aut autem") == true, "\(before.out)")
            #expect(before.out.contains("quis ut nam facilis et officia qui"))
            #expect(lines(after.out).first?.contains("[x] delectus aut autem") == true, "\(after.out)")
            #expect(!after.out.contains("quis ut nam facilis et officia qui"), "\(after.out)")
        }
    }
}
