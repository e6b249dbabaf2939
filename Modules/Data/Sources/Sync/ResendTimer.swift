import Foundation
import StrataDomain

/// The sync a long-running process starts by itself for the edits a failed sync left waiting out their
/// backoff, so edits made while the server was away go once it answers again, without a key press,
/// and never sooner than the backoff allows (the sync it starts sends only what is due).
///
/// One timer at a time: each sync that ends sets it again or clears it. It is off in a command that
/// ends after its work, and turned off before a process exits, so it never holds an exit back.
struct ResendTimer {
    /// Whether the process resends by itself.
    private enum Mode {
        /// A command that ends after its work: never.
        case off
        /// A process that stays.
        case on
        /// The process has begun to exit: never again.
        case stopped
    }

    /// The waits between tries: never shorter than its first step, and doubling while syncs keep
    /// stopping, so a failure that leaves no operation backed off (the server never reached) is not
    /// retried in a loop either.
    let backoff: OutboxBackoff
    private var mode = Mode.off
    private var timer: Task<Void, Never>?
    /// Syncs in a row that stopped on a failure.
    private var stops = 0

    init(backoff: OutboxBackoff) {
        self.backoff = backoff
    }

    /// Whether this process resends by itself.
    var isOn: Bool { mode == .on }

    /// Starts resending, unless the process has begun to exit.
    mutating func turnOn() {
        if mode == .off { mode = .on }
    }

    /// Stops resending for good, the timer included.
    mutating func turnOff() {
        mode = .stopped
        clear()
    }

    mutating func clear() {
        timer?.cancel()
        timer = nil
    }

    /// How long to wait before trying again after a sync that ended with `report`, when `oldestDue` is
    /// when the oldest operation that may be sent is due (`nil`: none); `nil` when there is nothing to
    /// resend. Never sooner than that operation's backoff, nor than the backoff of the stops in a row.
    mutating func wait(after report: TodoSyncReport, oldestDue: Date?, at date: Date) -> Duration? {
        guard Self.leavesEditsToResend(report), let oldestDue else {
            stops = 0
            return nil
        }
        // The doubling starts over only when the server took something; a sync that gave way to another,
        // or found nothing due, leaves it where it was.
        switch report.outcome {
        case .stopped: stops += 1
        case .finished where report.sent > 0 || report.rejected > 0: stops = 0
        default: break
        }
        return max(backoff.delay(afterAttempts: max(1, stops)), .seconds(oldestDue.timeIntervalSince(date)))
    }

    /// Whether a sync that ended with `report` left edits that a later try of its own may send: it
    /// stopped on a failure, finished with edits still waiting out a backoff, or gave way to a sync of
    /// another process (which may fail in turn, and then exit). One that was cancelled, ran offline, or
    /// met a server that does not keep writes, leaves nothing to resend.
    private static func leavesEditsToResend(_ report: TodoSyncReport) -> Bool {
        guard let pending = report.pending, pending > 0 else { return false }
        switch report.outcome {
        case .finished, .alreadyRunning: return true
        case .stopped(let error): return error.kind != .cancelled
        case .offline, .notKeptByServer: return false
        }
    }

    /// Starts `sync` once `wait` has passed on `clock`, in place of any earlier timer.
    mutating func set(
        after wait: Duration, on clock: any Clock<Duration>, executor: (any TaskExecutor)?,
        sync: @escaping @Sendable () -> Void
    ) {
        clear()
        timer = Task(executorPreference: executor) {
            guard (try? await clock.sleep(for: wait)) != nil else { return }
            sync()
        }
    }
}
