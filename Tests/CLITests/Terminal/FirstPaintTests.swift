import Foundation
import StrataTestSupport
import Testing

extension TerminalSessions {
    /// Issue 21: with `--user` and a server that does not answer, the app showed a blank terminal for the
    /// whole `--timeout` and lost the keys typed meanwhile. It now draws at once and keeps every key.
    @Suite("First paint")
    struct FirstPaintTests {
        private let strata = StrataProcess.executable.path
        private let epilogue = "; echo EXIT=$?; sleep 30"

        @Test("with a silent server and a user to look up, the app draws at once and no key typed is lost")
        func drawsAtOnce() async throws {
            let server = try TestServer.start()
            defer { server.stop() }
            // User 11 is not stored here, so the lookup asks the server, which never answers; the time
            // limit is ten minutes, far beyond this test's wait, so only a first paint that does not wait
            // for the lookup can pass.
            let session = try TmuxSession(
                command: "STRATA_DB=:memory: \(strata) --user 11 --timeout 600 "
                    + "--base-url '\(server.baseURL.absoluteString)/?_fault=hang'\(epilogue)")
            // Typed at once, maybe before the app has the terminal: it must still count.
            try session.send("u")

            // The header comes before the list's stored read ends: keys wait for the rows.
            let users = try await session.waitFor("the users listed") {
                $0.contains("Strata │ Users") && $0.contains("Leanne Graham")
            }
            try session.send("j", "j")
            let moved = try await session.waitFor("the third user selected") { $0.contains(" › Clementine Bauch") }
            try session.send("q")
            let after = try await session.waitFor("EXIT=0")

            #expect(users.contains("Leanne Graham"))
            #expect(moved.contains(" › Clementine Bauch"), "keys work while the lookup waits")
            #expect(after.contains("EXIT=0"))
        }

        @Test("a lookup that fails within the screen's time limit is shown like any other failure")
        func failureShown() async throws {
            let server = try TestServer.start()
            defer { server.stop() }
            let session = try TmuxSession(
                command: "STRATA_DB=:memory: \(strata) --user 11 --timeout 2 "
                    + "--base-url '\(server.baseURL.absoluteString)/?_fault=hang'\(epilogue)")

            let screen = try await session.waitFor("--user 11:")
            try session.send("q")
            _ = try await session.waitFor("EXIT=0")

            #expect(screen.contains("Sunt aut facere"), "the app went on")
        }
    }
}
