import Foundation
import StrataTestSupport
import Testing

extension TerminalSessions {
    /// Below 20×6 the app said nothing useful: it drew a 20×6 frame into a smaller pane, in fragments.
    @Suite("A terminal below the minimum")
    struct SmallTerminalTests {
        private let strata = RepositoryPaths.strataExecutable.path

        @Test("at 16×5 the app says the window is too small, and draws again when it grows")
        func saysTooSmall() async throws {
            let session = try TmuxSession(
                command: "STRATA_DB=:memory: \(strata) --offline; sleep 30", columns: 16, rows: 5)

            let small = try await session.waitFor("Window too")
            try session.resize(columns: 80, rows: 24)
            let grown = try await session.waitFor("Sunt aut facere")

            #expect(small.contains("Window too"), "\(small)")
            #expect(!small.contains("Strata │"), "no fragment of the frame: \(small)")
            #expect(grown.contains("Strata │ Posts"))
        }
    }
}
