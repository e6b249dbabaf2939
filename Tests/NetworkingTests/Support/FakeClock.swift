import StrataTestSupport

/// A clock whose time moves only when something sleeps on it or a test advances it: sleeping returns at
/// once, after moving the time to the sleep's end. It records every sleep, so a test can assert the
/// waits a retry policy asked for without spending them.
final class FakeClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct State {
        var now = Duration.zero
        var sleeps: [Duration] = []
    }

    private let state = Locked(State())

    var now: Instant { Instant(offset: state.withLock { $0.now }) }

    var minimumResolution: Duration { .nanoseconds(1) }

    /// Every sleep asked for, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(deadline.offset - state.now)
            state.now = max(state.now, deadline.offset)
        }
    }

    func advance(by duration: Duration) {
        state.withLock { $0.now += duration }
    }
}
