import StrataDomain
import StrataTestSupport

/// The engine inside every mock use case: it records each call and answers it from `respond`, or,
/// while `isHolding`, keeps it waiting until the test answers it by index.
///
/// A held call ignores cancellation, as a slow server does, so a test can prove that a view model
/// drops a late answer itself; the cancellation is still recorded, so a test can also prove that the
/// view model asked for it.
final class CallScript<Call: Sendable, Value: Sendable>: Sendable {
    typealias Answer = Result<Value, RepositoryError>

    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var respond: @Sendable (Call) -> Answer
        var isHolding = false
        var calls: [Call] = []
        var cancelled: Set<Int> = []
        var held: [Int: CheckedContinuation<Answer, Never>] = [:]
        var early: [Int: Answer] = [:]
        var waiters: [Int: Waiter] = [:]
        var nextWaiter = 0
    }

    private let state: Locked<State>

    /// Answers every call with `respond` until the test says otherwise.
    init(_ respond: @escaping @Sendable (Call) -> Answer) {
        state = Locked(State(respond: respond))
    }

    /// Every call received, in order, answered or not.
    var calls: [Call] { state.withLock { $0.calls } }

    /// While `true`, new calls wait for `answer(_:with:)`; calls already held stay held when it is reset.
    var isHolding: Bool {
        get { state.withLock { $0.isHolding } }
        set { state.withLock { $0.isHolding = newValue } }
    }

    /// The indices of the calls whose task was cancelled while the call ran. Read it once the call has
    /// returned: a cancellation that comes before the call is under way is recorded as the call starts.
    var cancelledCalls: Set<Int> { state.withLock { $0.cancelled } }

    /// Answers later calls that are not held.
    func respond(_ respond: @escaping @Sendable (Call) -> Answer) {
        state.withLock { $0.respond = respond }
    }

    /// What a mock's method does: record, then answer now or once the test does.
    func call(_ call: Call) async -> Answer {
        let (index, respond, ready) = state.withLock { state in
            state.calls.append(call)
            let ready = state.waiters.filter { $0.value.count <= state.calls.count }
            for key in ready.keys { state.waiters[key] = nil }
            return (state.calls.count - 1, state.isHolding ? nil : state.respond, ready.values.map(\.continuation))
        }
        for waiter in ready { waiter.resume() }
        if let respond { return respond(call) }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
                let early = state.withLock { state in
                    if let early = state.early.removeValue(forKey: index) { return early as Answer? }
                    state.held[index] = continuation
                    return nil
                }
                if let early { continuation.resume(returning: early) }
            }
        } onCancel: {
            _ = state.withLock { $0.cancelled.insert(index) }
        }
    }

    /// Answers held call number `index` (from 0); an answer given before the call is held waits for it.
    func answer(_ index: Int, with answer: Answer) {
        let held = state.withLock { state in
            if let held = state.held.removeValue(forKey: index) { return held as CheckedContinuation<Answer, Never>? }
            state.early[index] = answer
            return nil
        }
        held?.resume(returning: answer)
    }

    /// Returns once `count` calls have arrived, or at once when the waiting task is cancelled (then the
    /// test's expectations on `calls` fail instead of hanging).
    func waitForCalls(_ count: Int) async {
        let id = state.withLock { state in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let isDone = state.withLock { state in
                    guard state.calls.count < count, !Task.isCancelled else { return true }
                    state.waiters[id] = Waiter(count: count, continuation: continuation)
                    return false
                }
                if isDone { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
        }
    }
}
