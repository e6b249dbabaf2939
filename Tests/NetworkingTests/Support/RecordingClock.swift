import StrataTestSupport

/// The real continuous clock, recording every wait asked of it.
///
/// Tests against a real server need real time (a transport's timeout runs on the wall clock), but the
/// waits between attempts are the client's own decision: recorded here, they are asserted exactly,
/// however late a loaded machine wakes the sleeper.
final class RecordingClock: Clock {
    typealias Instant = ContinuousClock.Instant

    private struct State {
        var lastNow: Instant?
        var waits: [Duration] = []
    }

    private let base = ContinuousClock()
    private let state = Locked(State())

    /// The time now, kept: `sleep(for:)` reads it and then sleeps until it plus the wait, so the wait
    /// is measured from this reading, not from a later one a preempted thread would make.
    var now: Instant {
        let now = base.now
        state.withLock { $0.lastNow = now }
        return now
    }

    var minimumResolution: Duration { base.minimumResolution }

    /// Every wait asked for, in order. One call's client reads the clock from one task at a time, so
    /// the last reading is the one its `sleep(for:)` made.
    var waits: [Duration] { state.withLock { $0.waits } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        state.withLock { state in
            state.waits.append((state.lastNow ?? base.now).duration(to: deadline))
        }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}
