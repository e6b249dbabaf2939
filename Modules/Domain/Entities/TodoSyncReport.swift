import Foundation

/// What one sync of the local todo edits did, for the summary a command prints and the pending badge a
/// screen shows.
public struct TodoSyncReport: Hashable, Sendable {
    /// How the sync ended.
    public enum Outcome: Hashable, Sendable {
        /// Every operation that was due was sent and answered, or parked with the server's reason.
        case finished
        /// The sync stopped early and every unsent operation stays for a later sync; the error names
        /// the request that failed, or the store that could not be read.
        case stopped(RepositoryError)
        /// Another sync of the same store, in this process or another, was running; this one sent nothing.
        case alreadyRunning
        /// The app runs offline, so nothing was sent.
        case offline
        /// The server acknowledges changes but does not keep them, as the public JSONPlaceholder does:
        /// the changes stay on this device, and are sent once Strata talks to a server that keeps them.
        /// `reason` says what showed it ("POST /todos was acknowledged as todo 201, but GET /todos/201
        /// answered 404 Not Found").
        case notKeptByServer(reason: String)
    }

    /// How the sync ended.
    public let outcome: Outcome
    /// Operations the server acknowledged in this sync.
    public let sent: Int
    /// Operations the server refused in this sync.
    public let rejected: Int
    /// Operations still waiting to be sent once the sync ended; `nil` when the store could not be read,
    /// so a damaged outbox never reads as "0 pending".
    public let pending: Int?
    /// When the pending edits will be sent again without anyone asking, once the wait the server's last
    /// failure set has passed; `nil` when nothing will try by itself (a command that ends, or nothing
    /// left that waits), so a screen never promises a try that will not come.
    public let nextAttempt: Date?

    /// A report of one sync; the Data layer makes them, tests make them to compare.
    public init(outcome: Outcome, sent: Int = 0, rejected: Int = 0, pending: Int?, nextAttempt: Date? = nil) {
        self.outcome = outcome
        self.sent = sent
        self.rejected = rejected
        self.pending = pending
        self.nextAttempt = nextAttempt
    }

    /// The same report, saying when the next try by itself is due.
    public func trying(again date: Date) -> TodoSyncReport {
        TodoSyncReport(outcome: outcome, sent: sent, rejected: rejected, pending: pending, nextAttempt: date)
    }
}
