/// A clock whose time stands still until a test advances it: a sleeper wakes only then, once `now`
/// reaches its deadline, and throws `CancellationError` at once when its task is cancelled, as
/// `ContinuousClock` does. A debounce is tested without waiting for it, and the sync simulation runs
/// every process on one such clock, as processes on one machine share its monotonic clock.
///
/// Sleepers due together wake in deadline order, then in the order they began to sleep, so a run that
/// advances the same way wakes them the same way.
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol, Comparable {
        /// Time since the clock was made.
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var sleepsStarted = 0
        var sleepWaiters: [Int: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
        var nextWaiter = 0
    }

    private let state = Locked(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// How many tasks sleep now.
    public var sleeping: Int { state.withLock { $0.sleepers.count } }

    /// The soonest deadline a task sleeps until, if any.
    public var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

    /// How many sleeps have started, woken or not.
    public var sleepsStarted: Int { state.withLock { $0.sleepsStarted } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let (id, ready) = state.withLock { state in
            state.sleepsStarted += 1
            let ready = state.sleepWaiters.filter { $0.value.count <= state.sleepsStarted }
            for key in ready.keys { state.sleepWaiters[key] = nil }
            return (state.sleepsStarted, ready.values.map(\.continuation))
        }
        for waiter in ready { waiter.resume() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // A cancellation before the sleeper is kept finds nothing to remove; this sees it instead.
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time on by `duration` and wakes, in deadline order, every task whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once `count` sleeps have started since the clock was made, or at once when the waiting
    /// task is cancelled (as a test's time limit does), so a sleep that never comes fails the test
    /// instead of hanging the run.
    public func waitForSleeps(_ count: Int) async {
        let id = state.withLock { state in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let isDone = state.withLock { state in
                    guard state.sleepsStarted < count, !Task.isCancelled else { return true }
                    state.sleepWaiters[id] = (count, continuation)
                    return false
                }
                if isDone { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.sleepWaiters.removeValue(forKey: id) }?.continuation.resume()
        }
    }
}
