import Foundation
import StrataTestSupport
import Testing

extension TerminalSessions {
    /// A todo's sync state is coloured in a real terminal, unless `NO_COLOR` asks for none.
    @Suite("Sync state colours")
    struct SyncColorTests {
        private let strata = RepositoryPaths.strataExecutable.path

        @Test("a pending badge is yellow in the app, plain with NO_COLOR", arguments: [false, true])
        func pendingIsYellow(noColor: Bool) async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "strata-colors-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let store = directory.appendingPathComponent("strata.sqlite3").path
            let added = try StrataProcess.run(
                ["todos", "add", "--user", "1", "--offline", "--db", store, "colour me"], environment: [:])
            #expect(added.status == 0, "\(added.err)")

            // Set or unset explicitly: the test runner's own NO_COLOR must not decide the case.
            let session = try TmuxSession(
                command:
                    "\(noColor ? "export NO_COLOR=1; " : "unset NO_COLOR; ")\(strata) --offline --db \(store) --user 1 --route todos; "
                    + "sleep 30")
            _ = try await session.waitFor("colour me")
            let colored = try session.screenWithColors()

            let yellowBadge = colored.contains("\u{1B}[33m↑ pending")
            #expect(yellowBadge == !noColor, "\(colored.debugDescription)")
            if noColor { #expect(!colored.contains("\u{1B}[33m")) }
        }
    }
}
