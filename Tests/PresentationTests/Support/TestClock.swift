import StrataTestSupport

/// A clock whose time moves only when the test calls `advance(by:)`, so a debounce is tested without
/// waiting for it. A sleeper wakes once `now` reaches its deadline, and throws `CancellationError` at
/// once when its task is cancelled, as `ContinuousClock` does.
final class TestClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        /// Time since the clock was made.
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var cancelled: Set<Int> = []
        var sleepsStarted = 0
        var sleepWaiters: [Int: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
        var nextWaiter = 0
    }

    private let state = Locked(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// How many sleeps have started, woken or not.
    var sleepsStarted: Int { state.withLock { $0.sleepsStarted } }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let (id, ready) = state.withLock { state in
            state.sleepsStarted += 1
            let ready = state.sleepWaiters.filter { $0.value.count <= state.sleepsStarted }
            for key in ready.keys { state.sleepWaiters[key] = nil }
            return (state.sleepsStarted, ready.values.map(\.continuation))
        }
        for waiter in ready { waiter.resume() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelled.remove(id) != nil || Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                guard let sleeper = state.sleepers.removeValue(forKey: id) else {
                    state.cancelled.insert(id)
                    return nil as Sleeper?
                }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come.
    func advance(by duration: Duration) {
        let woken = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Returns once `count` sleeps have started since the clock was made, or at once when the waiting
    /// task is cancelled (as a test's time limit does), so a sleep that never comes fails the test
    /// instead of hanging the run.
    func waitForSleeps(_ count: Int) async {
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
