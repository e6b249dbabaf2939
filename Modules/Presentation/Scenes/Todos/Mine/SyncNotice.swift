import Foundation
import StrataDomain

/// The status line's sentence about the last sync of the todo list, and whether it reports a problem.
///
/// A view draws a problem as a warning and good news ("All changes sent") plainly; it never has to
/// read the sentence to tell which is which.
public struct SyncNotice: Equatable, Sendable {
    /// The sentence: "All changes sent", "2 changes still pending; 1 rejected by the server", …
    public let text: String
    /// Whether something the user did is not on the server yet, was refused or was not kept.
    public let isProblem: Bool

    /// A notice with that sentence; views build their own only in previews and tests.
    public init(text: String, isProblem: Bool) {
        self.text = text
        self.isProblem = isProblem
    }

    /// What `report` means for `todos`; `nil` when there is nothing to say (nothing was sent, the sync
    /// gave way to another, or the app is offline, which the list says already).
    init?(report: TodoSyncReport, todos: [Todo]) {
        let missing = todos.count { if case .conflict = $0.syncStatus { true } else { false } }
        let rejected = todos.count { if case .rejected = $0.syncStatus { true } else { false } }
        let retry = report.nextAttempt.map { "next try at \(Self.timeOfDay($0))" }
        let pending = report.pending.flatMap { count in
            count == 0
                ? nil : "\(count) \(count == 1 ? "change" : "changes") still pending" + (retry.map { ", \($0)" } ?? "")
        }
        let problems = [
            missing > 0 ? "the server no longer has \(missing) \(missing == 1 ? "todo" : "todos") kept here" : nil,
            rejected > 0 ? "\(rejected) rejected by the server" : nil,
        ].compactMap { $0 }
        switch report.outcome {
        case .finished where problems.isEmpty && report.pending == 0:
            guard report.sent > 0 else { return nil }
            self.init(text: "All changes sent", isProblem: false)
        case .finished:
            let summary = ([pending].compactMap { $0 } + problems).joined(separator: "; ")
            guard !summary.isEmpty else { return nil }
            self.init(text: Self.sentence(summary), isProblem: true)
        case .stopped(let error):
            let stopped = "sync stopped: \(ErrorViewModel(error).message)"
            // When the next try is first, a narrow status line keeps it; the reason follows.
            let parts = retry == nil ? [stopped, pending] : [pending, stopped]
            self.init(text: Self.sentence(parts.compactMap { $0 }.joined(separator: "; ")), isProblem: true)
        case .notKeptByServer(let reason):
            let kept = report.pending.map { "\($0) \($0 == 1 ? "change stays" : "changes stay") on this device" }
            self.init(
                text: "This server does not keep changes (\(reason))\(kept.map { "; \($0)" } ?? "")", isProblem: true)
        case .alreadyRunning, .offline:
            return nil
        }
    }

    /// `text` with its first letter capitalised, as a status line starts.
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `14:02:31` in this device's time zone: a moment the reader can compare with their clock, which
    /// stays true while the line stays on screen, as "in 8 s" would not.
    static func timeOfDay(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        return [parts.hour, parts.minute, parts.second].map { String(format: "%02d", $0 ?? 0) }.joined(separator: ":")
    }
}
