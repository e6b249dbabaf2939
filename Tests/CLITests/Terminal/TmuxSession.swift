import Foundation
import StrataTestSupport
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

    /// Sends raw bytes, as a terminal would for input tmux has no key name for (a mouse report).
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-H"] + bytes.map { String($0, radix: 16) }, capturingOutput: false)
    }

    /// Pastes `text` as a terminal does: bracketed by ESC [ 200 ~ and ESC [ 201 ~ when the app turned
    /// bracketed paste on, as it is otherwise.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "--", text], capturingOutput: false)
        try tmux(["paste-buffer", "-p", "-d"], capturingOutput: false)
    }

    /// Whether the program in the pane has mouse reporting on, as tmux sees it: "1 1" for any mouse
    /// event in SGR form, "0 0" once it is off again.
    func mouseReporting() throws -> String {
        try tmux(["display-message", "-p", "#{mouse_any_flag} #{mouse_sgr_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
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

    /// Runs tmux as a `ChildProcess`: the tmux server that `new-session` forks would otherwise inherit
    /// whatever this process had open, and a wait on the client could become a wait on the server.
    @discardableResult
    private func tmux(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
        let ran = try ChildProcess.run(
            "/usr/bin/tmux", ["-L", socket] + arguments, stdout: capturingOutput ? .pipe : .null, stderr: .null,
            within: .seconds(60))
        return String(decoding: ran.out, as: UTF8.self)
    }
}
