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

    /// Resizes the pane, as a user dragging the window would; the app gets SIGWINCH.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"], capturingOutput: false)
    }

    /// The screen with the SGR codes that colour it, as tmux re-encodes them.
    func screenWithColors() throws -> String {
        try tmux(["capture-pane", "-p", "-e"])
    }

    func screen() throws -> String {
        try tmux(["capture-pane", "-p"])
    }

    /// Waits up to 30 seconds for `text` to appear on screen.
    func waitFor(_ text: String) async throws -> String {
        try await waitFor("'\(text)'") { $0.contains(text) }
    }

    /// Waits up to 30 seconds for a screen that `isReached` accepts; `what` names it in the failure.
    /// Generous: an app launching on a loaded machine may take several seconds to draw.
    func waitFor(_ what: String, until isReached: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let end = clock.now + .seconds(30)
        var last = try screen()
        while !isReached(last) {
            guard clock.now < end else {
                Issue.record("\(what) never appeared; the screen was:\n\(last)")
                return last
            }
            try await Task.sleep(for: .milliseconds(100))
            last = try screen()
        }
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
            // Close-on-exec, so a tmux server that another test starts meanwhile cannot inherit the write
            // end and keep this read from ever seeing the end of the output.
            guard pipe(&pipeEnds) == 0 else { throw SpawnError(arguments: arguments) }
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
        }
        try Self.closeInheritedDescriptors(&actions)
        var attributes = Self.unblockedSignals()
        defer { posix_spawnattr_destroy(&attributes) }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv, environ) == 0 else {
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

extension TmuxSession {
    /// Closes every descriptor above stderr in the tmux child only, so the tmux server it forks holds
    /// none of this process's pipes. Foundation's `Process` learns that a child exited when the socket
    /// it hands that child reaches end-of-file; a tmux server holding another test's socket would make
    /// that test wait for the tmux server. The descriptors must not be touched in this process:
    /// marking them close-on-exec here races with a `Process` being launched on another thread, whose
    /// child then loses its socket at exec, and Foundation blocks in `waitpid` for a live child.
    fileprivate static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) throws {
        // glibc 2.34 has it, but its header declares it only under _GNU_SOURCE, which Swift's Glibc
        // module does not define.
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
            throw SpawnError(arguments: ["posix_spawn_file_actions_addclosefrom_np is missing"])
        }
        let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
        guard addCloseFrom(&actions, 3) == 0 else {
            throw SpawnError(arguments: ["posix_spawn_file_actions_addclosefrom_np failed"])
        }
    }
}

extension TmuxSession {
    /// Spawn attributes that start tmux with no signal blocked. A Swift concurrency thread blocks most
    /// signals and a spawned child inherits that mask; the tmux server it forks would then never see
    /// the SIGTERM that `kill-server` sends it, and outlive the test with the app in its pane.
    fileprivate static func unblockedSignals() -> posix_spawnattr_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        return attributes
    }
}

private struct SpawnError: Error {
    let arguments: [String]
}
