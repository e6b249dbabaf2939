import Foundation
import StrataTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every test that drives the real binary in tmux, one at a time: each starts a tmux server, and two
/// starting at once on a 2-core machine only compete for it.
@Suite(
    "strata in a terminal",
    .serialized,
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "needs tmux (apt-get install tmux)")
)
enum TerminalSessions {}

extension TerminalSessions {
    /// The real `strata` binary in a real pseudo-terminal (tmux), driven by keystrokes like a person.
    @Suite("Sessions")
    struct InteractiveSessionTests {
        private let strata = RepositoryPaths.strataExecutable.path
        /// Prints how the app ended and whether the terminal is back in cooked mode with echo.
        private let epilogue =
            "; echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo; echo STTY-END; sleep 30"

        @Test("browse list → details → comments → author → back to the list, quit, and the shell is restored")
        func browsesAndRestoresTerminal() async throws {
            let server = try TestServer.start()
            defer { server.stop() }
            let session = try TmuxSession(
                command: "STRATA_DB=:memory: \(strata) --base-url \(server.baseURL.absoluteString)\(epilogue)")

            _ = try await session.waitFor("Sunt aut facere")
            try session.send("j", "Enter")
            let details = try await session.waitFor("Open comments (5)")
            try session.send("Enter")
            let comments = try await session.waitFor("Qui est esse › Comments on post 2")
            try session.send("Escape")
            _ = try await session.waitFor("› Open comments (5)")
            try session.send("j", "Enter")
            let profile = try await session.waitFor("Location  -37.3159, 81.1496")
            try session.send("Escape", "Escape")
            let list = try await session.waitFor("Posts 1–10 of 100")
            try session.send("q")
            let after = try await session.waitFor("STTY-END")

            #expect(details.contains("Strata │ Posts › Qui est esse"))
            #expect(comments.contains("Qui est esse › Comments on post 2"))
            #expect(profile.contains("Leanne Graham (@Bret)"))
            #expect(list.contains(" › Qui est esse"))
            #expect(after.contains("EXIT=0"))
            #expect(after.contains("\nicanon"))
            #expect(after.contains("\necho"))
            #expect(!after.contains("Posts 1–10 of 100"), "the alternate screen was left")
        }

        @Test(
            "a fatal signal, SIGTERM, SIGINT or SIGHUP restores the terminal before the process ends",
            arguments: [
                (SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129), (SIGABRT, 134), (SIGILL, 132), (SIGTRAP, 133),
                (SIGSEGV, 139), (SIGBUS, 135),
            ] as [(Int32, Int)]
        )
        func signalsRestore(signal: Int32, status: Int) async throws {
            let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent(
                "strata-\(UUID().uuidString).pid")
            defer { try? FileManager.default.removeItem(at: pidFile) }
            let session = try TmuxSession(
                command:
                    "(echo $BASHPID > \(pidFile.path); STRATA_DB=:memory: SWIFT_BACKTRACE=enable=no exec \(strata) --offline)"
                    + epilogue)
            _ = try await session.waitFor("Sunt aut facere")
            let pid = try #require(
                Int32(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))

            let reportingWhileRunning = try session.mouseReporting()

            kill(pid, signal)
            let after = try await session.waitFor("STTY-END")

            #expect(reportingWhileRunning == "1 1")
            #expect(try session.mouseReporting() == "0 0", "mouse reporting is off again")
            #expect(after.contains("EXIT=\(status)"))
            #expect(after.contains("\nicanon"))
            #expect(after.contains("\necho"))
            #expect(!after.contains("Sunt aut facere"), "the alternate screen was left")
        }

        @Test("a post's inline comments scroll into view down to the last line, on a small terminal")
        func scrollsToComments() async throws {
            let session = try TmuxSession(
                command: "STRATA_DB=:memory: \(strata) --offline --route posts/1\(epilogue)", columns: 80, rows: 12)
            _ = try await session.waitFor("by Leanne Graham (@Bret)")
            for _ in 0..<30 { try session.send("C-d") }
            let bottom = try await session.waitFor("voluptates magni quo et")
            try session.send("g")
            let top = try await session.waitFor("by Leanne Graham")

            #expect(bottom.contains("Hayden@althea.biz"))
            #expect(!top.contains("Hayden@althea.biz"))
        }

        @Test("search: type, Enter, and the query is a recent search to pick when the field is empty again")
        func searches() async throws {
            let server = try TestServer.start()
            defer { server.stop() }
            let session = try TmuxSession(
                command: "STRATA_DB=:memory: \(strata) --base-url \(server.baseURL.absoluteString)\(epilogue)")
            _ = try await session.waitFor("Sunt aut facere")

            try session.send("/")
            try session.type("magnam")
            try session.send("Enter")
            // "Query: magnam" shows while typing; the count of results shows once the search is done
            // (and remembered). Leaving before that cancels the search, which is then not kept.
            _ = try await session.waitFor("the results of the search") {
                $0.contains("Query: magnam") && $0.contains(/\n\s*\d+ posts?\s*\n/)
            }
            try session.send("Escape", "/")
            _ = try await session.waitFor("press Enter for your recent searches")
            try session.send("Enter")
            // Each wait fails the test, naming what it waited for, if that frame never comes.
            _ = try await session.waitFor("the recent searches, listed") {
                $0.contains("› Recent searches") && $0.contains("magnam")
            }
            try session.send("Enter")
            _ = try await session.waitFor("the search screen again, with results") {
                !$0.contains("› Recent searches") && $0.contains("Query: magnam") && $0.contains(/\n\s*\d+ posts?\s*\n/)
            }

        }

        @Test("a sign-in is remembered across runs until sign-out")
        func signInIsRemembered() async throws {
            let store = FileManager.default.temporaryDirectory.appendingPathComponent(
                "strata-session-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: store) }
            let run = "\(strata) --offline --db \(store.path)/strata.sqlite3"

            let first = try TmuxSession(command: run + epilogue)
            _ = try await first.waitFor("not signed in")
            try first.send("s")
            _ = try await first.waitFor("Choose who you are:")
            try first.send("j", "Enter")
            _ = try await first.waitFor("signed in as Ervin Howell")
            try first.send("q")
            _ = try await first.waitFor("EXIT=0")

            let second = try TmuxSession(command: run + epilogue)
            let reopened = try await second.waitFor("Ervin Howell")
            try second.send("s")
            _ = try await second.waitFor("Sign out of Ervin Howell? y/n")
            try second.send("y")
            _ = try await second.waitFor("Signed out of Ervin Howell")
            try second.send("q")
            _ = try await second.waitFor("EXIT=0")

            let third = try TmuxSession(command: run + epilogue)
            let afterSignOut = try await third.waitFor("not signed in")

            #expect(reopened.contains("signed in as Ervin Howell"))
            #expect(afterSignOut.contains("not signed in"))
        }

        @Test("a key that cannot act on the screen says why in the status line")
        func feedback() async throws {
            let session = try TmuxSession(
                command: "STRATA_DB=:memory: \(strata) --offline --route users/9/todos\(epilogue)")
            _ = try await session.waitFor("of 20 done")

            try session.send("n")
            let screen = try await session.waitFor("read-only")

            #expect(screen.contains("These are Glenna Reichert's todos, read-only — press t for yours"))
        }
    }
}
