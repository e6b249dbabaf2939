/// Where a suspended `send` meets whichever thread finishes its request, guaranteeing that the caller
/// is resumed exactly once: by the completion, the deadline or a cancellation, whichever comes first,
/// even when the cancellation comes before the request has started.
final class PendingResponse: Sendable {
    typealias Outcome = Result<HTTPResponse, NetworkError>

    private enum State {
        case notWaiting
        case waiting(CheckedContinuation<Outcome, Never>)
        case deliveredEarly(Outcome)
        case done
    }

    private let state = LockedState(State.notWaiting)

    /// Suspends until an outcome is delivered. `start` runs once the caller is registered, and only if no
    /// outcome arrived before; it must lead to a `deliver` call.
    func outcome(startingWith start: () -> Void) async -> Outcome {
        await withCheckedContinuation { continuation in
            let early: Outcome? = state.withLock { state in
                if case .deliveredEarly(let outcome) = state {
                    state = .done
                    return outcome
                }
                state = .waiting(continuation)
                return nil
            }
            if let early {
                continuation.resume(returning: early)
            } else {
                start()
            }
        }
    }

    /// Hands `outcome` to the caller unless another one got there first; returns whether this one won.
    @discardableResult
    func deliver(_ outcome: Outcome) -> Bool {
        let (won, continuation): (Bool, CheckedContinuation<Outcome, Never>?) = state.withLock { state in
            switch state {
            case .notWaiting:
                state = .deliveredEarly(outcome)
                return (true, nil)
            case .waiting(let continuation):
                state = .done
                return (true, continuation)
            case .deliveredEarly, .done:
                return (false, nil)
            }
        }
        continuation?.resume(returning: outcome)
        return won
    }

    /// Whether an outcome has been delivered.
    var isSettled: Bool {
        state.withLock { state in
            if case .waiting = state { return false }
            if case .notWaiting = state { return false }
            return true
        }
    }
}
