import Foundation
import StrataTestSupport
import Testing

extension TerminalSessions {
    /// Issue 24: at 40×12 help showed 7 lines and `j` closed it; the posts screen never offered `u`,
    /// `t` or `s`; an error screen said its message twice and offered keys it has no use for.
    @Suite("Help and hints")
    struct HelpAndHintsTerminalTests {
        private let strata = RepositoryPaths.strataExecutable.path

        private func start(_ arguments: String, columns: Int, rows: Int) throws -> TmuxSession {
            try TmuxSession(
                command: "STRATA_DB=:memory: \(strata) --offline \(arguments); sleep 30", columns: columns, rows: rows)
        }

        @Test("at 40×12 help scrolls with j and PgDn down to its last line, says where it is, and Esc closes it")
        func helpScrolls() async throws {
            let session = try start("", columns: 40, rows: 12)
            _ = try await session.waitFor("Sunt aut facere")

            try session.send("?")
            let top = try await session.waitFor("1–7 of")
            try session.send("j")
            let scrolled = try await session.waitFor("2–8 of")
            try session.send("G")
            let bottom = try await session.waitFor("quit")
            try session.send("Escape")
            let closed = try await session.waitFor("Sunt aut facere")

            #expect(top.contains("Everywhere:"))
            #expect(scrolled.contains("Help"), "j scrolled instead of closing help:\n\(scrolled)")
            #expect(bottom.contains(/\d+–(\d+) of \1/), "the last line is reached:\n\(bottom)")
            #expect(closed.contains("Posts 1–10 of 100"))
        }

        @Test("at 120 columns the posts screen offers users, my todos and sign in; at 40 the screen's keys stay")
        func hintsByWidth() async throws {
            let wide = try start("", columns: 120, rows: 40)
            let narrow = try start("", columns: 40, rows: 12)

            let wideScreen = try await wide.waitFor("Sunt aut facere")
            let narrowScreen = try await narrow.waitFor("Sunt aut facere")

            #expect(wideScreen.contains("Enter open · / search · r refresh · u users · t my todos · s sign in"))
            #expect(!wideScreen.contains("Esc back"), "the first screen has nothing to go back to")
            #expect(narrowScreen.contains("\nEnter open · "))
            #expect(narrowScreen.contains("? help"))
        }

        @Test("an error screen says its message once and offers retry and back, not its own keys")
        func errorScreen() async throws {
            let session = try start("--route users/99", columns: 80, rows: 24)

            let screen = try await session.waitFor("r retry")

            #expect(screen.components(separatedBy: "no copy of it is stored").count == 2, "once:\n\(screen)")
            #expect(screen.contains("r retry · Esc back · / search"))
            #expect(!screen.contains("open posts or todos"))
        }
    }
}
