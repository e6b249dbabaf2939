import StrataTestSupport

/// The real continuous clock, recording every wait asked of it.
///
/// Tests against a real server need real time (a transport's timeout runs on the wall clock), but the
/// waits between attempts are the client's own decision: recorded here, they are asserted exactly,
/// however late a loaded machine wakes the sleeper.
final class RecordingClock: Clock {
    typealias Instant = ContinuousClock.Instant

    private let base = ContinuousClock()
    private let recorded = Locked<[Duration]>([])

    var now: Instant { base.now }

    var minimumResolution: Duration { base.minimumResolution }

    /// Every wait asked for, in order, to the millisecond: `sleep(for:)` reads the clock a few
    /// microseconds before `sleep(until:)` does, so the wait seen here is that much shorter.
    var sleeps: [Duration] { recorded.withLock { $0 } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let milliseconds = (base.now.duration(to: deadline) / .milliseconds(1)).rounded()
        recorded.withLock { $0.append(.milliseconds(Int(milliseconds))) }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}
