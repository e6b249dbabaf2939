import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A detached tmux session on its own socket, running one command in a real pseudo-terminal, removed
/// when the value goes away.
final class TmuxSession {
    let socket = "strata-tests-\(UUID().uuidString)"

    init(command: String, columns: Int = 100, rows: Int = 30) throws {
        // The tmux server forked here would hold a captured stdout open forever.
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command], capturingOutput: false)
    }

    deinit {
        _ = try? tmux(["kill-server"], capturingOutput: false)
    }

    func send(_ keys: String...) throws {
        try tmux(["send-keys"] + keys, capturingOutput: false)
    }

    /// Types `text` literally, character by character as a person would.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text], capturingOutput: false)
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
