import Foundation
import StrataTestSupport
import Testing

extension TerminalSessions {
    /// Issue 24: the app asked for neither mouse reports nor bracketed paste, so a wheel did nothing and
    /// a paste was replayed as keystrokes (its newline submitted, its `q` quit).
    @Suite("Mouse wheel and paste")
    struct MouseAndPasteTerminalTests {
        private let strata = RepositoryPaths.strataExecutable.path
        private let epilogue = "; echo EXIT=$?; sleep 30"

        @Test("mouse reporting is on while the app runs and off again once it quits")
        func mouseModeRestored() async throws {
            let session = try TmuxSession(command: "STRATA_DB=:memory: \(strata) --offline\(epilogue)")
            _ = try await session.waitFor("Sunt aut facere")
            let running = try session.mouseReporting()

            try session.send("q")
            _ = try await session.waitFor("EXIT=0")

            #expect(running == "1 1")
            #expect(try session.mouseReporting() == "0 0")
        }

        @Test("a wheel notch moves through the list as j does; a click does nothing")
        func wheelScrolls() async throws {
            let session = try TmuxSession(command: "STRATA_DB=:memory: \(strata) --offline\(epilogue)")
            _ = try await session.waitFor("Sunt aut facere")

            try session.sendBytes(Array("\u{1B}[<65;10;5M\u{1B}[<65;10;5M".utf8))
            let moved = try await session.waitFor("3/100")
            try session.sendBytes(Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m".utf8))
            try session.send("k")
            let after = try await session.waitFor("2/100")

            #expect(moved.contains(" › Ea molestias quasi"))
            #expect(!after.contains("That key does nothing"), "the click reached no screen:\n\(after)")
        }

        @Test("a paste goes into the search field as one line of text; outside a field it is ignored")
        func pasteIsText() async throws {
            let session = try TmuxSession(command: "STRATA_DB=:memory: \(strata) --offline\(epilogue)")
            _ = try await session.waitFor("Sunt aut facere")

            try session.paste("jjq")
            try session.send("/")
            _ = try await session.waitFor("Search:")
            try session.paste("magnam\nq")
            let field = try await session.waitFor("Search: magnam q█")
            try session.send("Escape", "q")
            let ended = try await session.waitFor("EXIT=0")

            #expect(field.contains("Search: magnam q█"), "\(field)")
            #expect(ended.contains("EXIT=0"))
        }
    }
}
