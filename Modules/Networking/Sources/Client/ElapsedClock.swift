/// The clock a call measures its deadline with and sleeps on between attempts, made from the
/// `any Clock<Duration>` the client was given (opened once here, so the rest of the call need not be
/// generic over the clock's `Instant`). Not a way of injecting time: callers inject a clock the one way
/// the package does, as `any Clock<Duration>`.
struct ElapsedClock: Sendable {
    private let elapsed: @Sendable () -> Duration
    private let sleeper: @Sendable (Duration) async throws -> Void

    init<C: Clock<Duration>>(_ clock: C) {
        let origin = clock.now
        elapsed = { origin.duration(to: clock.now) }
        sleeper = { try await clock.sleep(for: $0) }
    }

    /// The time since this value was made.
    func now() -> Duration {
        elapsed()
    }

    /// Waits for `duration`; throws as soon as the calling task is cancelled.
    func sleep(for duration: Duration) async throws {
        try await sleeper(duration)
    }
}
