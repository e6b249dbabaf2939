import Foundation
import StrataTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `strata` binary in a real pseudo-terminal (tmux), driven by keystrokes like a person.
@Suite(
    "strata in a terminal",
    .serialized,
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "needs tmux (apt-get install tmux)")
)
struct InteractiveSessionTests {
    /// A detached tmux session on its own socket, removed when the test ends.
    private final class TmuxSession {
        let socket = "strata-tests-\(UUID().uuidString)"

        init(command: String) throws {
            // The tmux server forked here would hold a captured stdout open forever.
            try tmux(["new-session", "-d", "-x", "100", "-y", "30", command], capturingOutput: false)
        }

        deinit {
            _ = try? tmux(["kill-server"], capturingOutput: false)
        }

        func send(_ keys: String...) throws {
            try tmux(["send-keys"] + keys, capturingOutput: false)
        }

        func screen() throws -> String {
            try tmux(["capture-pane", "-p"])
        }

        /// Waits up to ten seconds for `text` to appear on screen.
        func waitFor(_ text: String) async throws -> String {
            var last = ""
            for _ in 0..<100 {
                last = try screen()
                if last.contains(text) { return last }
                try await Task.sleep(for: .milliseconds(100))
            }
            Issue.record("'\(text)' never appeared; the screen was:\n\(last)")
            return last
        }

        /// Runs tmux with `posix_spawn` rather than Foundation's `Process`: the tmux server that
        /// `new-session` forks inherits the descriptor `Process` uses to learn that its child exited, so
        /// `waitUntilExit()` would wait for the server, not the client.
        @discardableResult
        private func tmux(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            var pipeEnds: [Int32] = [-1, -1]
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            if capturingOutput {
                guard pipe(&pipeEnds) == 0 else { throw SpawnError(arguments: arguments) }
                posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
                posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            } else {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            }
            let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
            defer {
                for argument in argv { free(argument) }
            }
            var pid: pid_t = 0
            guard posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, environ) == 0 else {
                throw SpawnError(arguments: arguments)
            }
            var output = Data()
            if capturingOutput {
                close(pipeEnds[1])
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(pipeEnds[0], &buffer, buffer.count)
                    if count <= 0 { break }
                    output.append(contentsOf: buffer[..<count])
                }
                close(pipeEnds[0])
            }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return String(decoding: output, as: UTF8.self)
        }
    }

    private struct SpawnError: Error {
        let arguments: [String]
    }

    @Test("browse list → details → comments → author → back to the list, quit, and the shell is restored")
    func browsesAndRestoresTerminal() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let strata = RepositoryPaths.strataExecutable.path
        let session = try TmuxSession(
            command: "STRATA_DB=:memory: \(strata) --base-url \(server.baseURL.absoluteString); echo EXIT=$?; "
                + "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo; sleep 30"
        )

        _ = try await session.waitFor("#1 Sunt aut facere")
        try session.send("j", "Enter")
        let details = try await session.waitFor("Open comments (5)")
        try session.send("Enter")
        _ = try await session.waitFor("Qui est esse › Comments on post 2")
        let comments = try await session.waitFor("— Presley.Mueller@myrl.com")
        try session.send("Escape")
        _ = try await session.waitFor("› Open comments (5)")
        try session.send("j", "Enter")
        let profile = try await session.waitFor("Location  -37.3159, 81.1496")
        try session.send("Escape")
        _ = try await session.waitFor("› Open author's profile")
        try session.send("Escape")
        let list = try await session.waitFor("posts from page 1")
        try session.send("q")
        let after = try await session.waitFor("canon")

        #expect(details.contains("Strata │ Posts › Qui est esse"))
        #expect(comments.contains("Presley.Mueller@myrl.com"))
        #expect(profile.contains("Leanne Graham (@Bret)"))
        #expect(list.contains(" › #2 Qui est esse"))
        #expect(after.contains("EXIT=0"))
        #expect(after.contains("\nicanon\n") || after.contains("\nicanon"))
        #expect(after.contains("\necho"))
        #expect(!after.contains("posts from page 1"), "the alternate screen was left")
    }

    @Test("SIGTERM restores the terminal too")
    func sigtermRestores() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let strata = RepositoryPaths.strataExecutable.path
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString).pid")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let session = try TmuxSession(
            command:
                "(echo $BASHPID > \(pidFile.path); STRATA_DB=:memory: exec \(strata) --base-url \(server.baseURL.absoluteString)); "
                + "echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon; sleep 30"
        )
        _ = try await session.waitFor("#1 Sunt aut facere")
        let pidText = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try #require(Int32(pidText))

        kill(pid, SIGTERM)
        let after = try await session.waitFor("canon")

        #expect(after.contains("EXIT=143"))
        #expect(after.contains("\nicanon"))
    }
}
