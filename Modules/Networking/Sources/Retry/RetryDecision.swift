/// What happens after a failed attempt: another one after a pause, or the end of the call.
///
/// The retry policy makes the decision and every interceptor sees it (and may change it), so each one
/// is observable.
public enum RetryDecision: Hashable, Sendable {
    /// Try again after waiting this long.
    case retry(after: Duration)
    /// Stop and report the last attempt's failure.
    case giveUp(Reason)

    /// Why a call stopped instead of retrying.
    public enum Reason: Hashable, Sendable {
        /// The failure is not one that a second attempt can fix, such as a 404 or a refused TLS certificate.
        case notRetryable
        /// The method is not safe to repeat, such as a POST that may already have created something.
        case methodNotRetryable
        /// The policy's maximum number of attempts has been made.
        case attemptsExhausted
        /// The wait before the next attempt would end at or after the call's deadline.
        case deadlineTooClose
    }
}
