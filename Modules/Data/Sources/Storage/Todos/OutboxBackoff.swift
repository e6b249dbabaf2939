import Foundation

/// How long a failed outbox operation waits before its next attempt: doubling from `initial` up to
/// `maximum`, so a server that is down is not hammered and one that is back is soon tried again.
struct OutboxBackoff: Hashable, Sendable {
    /// The wait after the first failure.
    let initial: Duration
    /// The longest wait, however many failures; never below `initial`.
    let maximum: Duration

    /// Waits 2 s, 4 s, 8 s, … and never more than 15 minutes.
    static let standard = OutboxBackoff(initial: .seconds(2), maximum: .seconds(15 * 60))

    /// Raises `maximum` to `initial` when it is smaller, so the waits never shrink.
    init(initial: Duration, maximum: Duration) {
        self.initial = initial
        self.maximum = max(initial, maximum)
    }

    /// Whether a wait that ends at `end` is over at `date`: it has passed, or it lies further ahead
    /// than any wait of this backoff could, which only a calendar clock that was ahead when the wait
    /// was set can cause; then it is over, rather than holding everything back until that date.
    func isOver(_ end: Date, at date: Date) -> Bool {
        end <= date || end > date.addingTimeInterval(maximum.inSeconds)
    }

    /// The wait after `attempts` failed attempts (1 for the first failure).
    func delay(afterAttempts attempts: Int) -> Duration {
        var delay = initial
        for _ in 1..<max(1, attempts) {
            delay *= 2
            if delay >= maximum { return maximum }
        }
        return min(delay, maximum)
    }
}
