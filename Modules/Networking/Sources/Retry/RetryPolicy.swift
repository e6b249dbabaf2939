import Foundation

/// When a failed attempt is worth another one, and how long to wait before it.
///
/// The defaults follow RFC 9110: only idempotent methods are retried; only on the statuses that mean
/// "try again later" (408, 429, 500, 502, 503, 504) and on transport failures that are usually
/// transient (a timeout, a lost connection, a refused one). The wait grows exponentially from
/// `baseDelay` up to `maximumDelay`, with random jitter so that many clients do not retry in step,
/// unless the server names a wait in `Retry-After`, which is honoured up to `maximumRetryAfter`.
public struct RetryPolicy: Hashable, Sendable {
    /// How many attempts a call may make in all, the first one included; 1 never retries.
    public var maximumAttempts: Int
    /// The methods that may be sent more than once.
    public var retryableMethods: Set<HTTPMethod>
    /// The statuses that are worth another attempt.
    public var retryableStatusCodes: Set<Int>
    /// The transport failures that are worth another attempt.
    public var retryableFailures: Set<TransportFailure.Kind>
    /// Whether an attempt that ran out of time is worth another one (the call's deadline still holds).
    public var retriesTimeouts: Bool
    /// The wait before the first retry, doubled for each one after it.
    public var baseDelay: Duration
    /// The longest wait between two attempts that backoff alone produces.
    public var maximumDelay: Duration
    /// The share of each backoff wait that is random, from 0 (none) to 1 (anything between zero and
    /// the full wait).
    public var jitter: Double
    /// The longest wait honoured from a `Retry-After` header; a longer one is shortened to this.
    public var maximumRetryAfter: Duration

    /// A policy that never retries.
    public static let never = RetryPolicy(maximumAttempts: 1)

    /// The defaults are the ones described above: 3 attempts, waits from 250 ms doubling up to 8 s with
    /// half of each wait random, and `Retry-After` honoured up to 30 s.
    public init(
        maximumAttempts: Int = 3,
        retryableMethods: Set<HTTPMethod> = HTTPMethod.idempotent,
        retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504],
        retryableFailures: Set<TransportFailure.Kind> = [.cannotConnect, .connectionLost],
        retriesTimeouts: Bool = true,
        baseDelay: Duration = .milliseconds(250),
        maximumDelay: Duration = .seconds(8),
        jitter: Double = 0.5,
        maximumRetryAfter: Duration = .seconds(30)
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.retryableMethods = retryableMethods
        self.retryableStatusCodes = retryableStatusCodes
        self.retryableFailures = retryableFailures
        self.retriesTimeouts = retriesTimeouts
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.jitter = min(max(jitter, 0), 1)
        self.maximumRetryAfter = maximumRetryAfter
    }

    /// Decides what follows a failed attempt.
    ///
    /// - Parameters:
    ///   - outcome: what the attempt produced: a response with a status outside 200...299, or an error.
    ///   - attempt: the number of the attempt that failed, starting at 1.
    ///   - method: the request's method.
    ///   - timeLeft: the time until the call's deadline.
    ///   - now: the wall-clock time, to read a `Retry-After` date against.
    ///   - randomUnit: a number in `0..<1` that picks the jitter; pass a fixed one for a repeatable result.
    public func decision(
        after outcome: Result<HTTPResponse, NetworkError>,
        attempt: Int,
        method: HTTPMethod,
        timeLeft: Duration,
        now: Date = Date(),
        randomUnit: Double = Double.random(in: 0..<1)
    ) -> RetryDecision {
        guard isRetryable(outcome) else { return .giveUp(.notRetryable) }
        guard retryableMethods.contains(method) else { return .giveUp(.methodNotRetryable) }
        guard attempt < maximumAttempts else { return .giveUp(.attemptsExhausted) }
        let delay = serverRequestedDelay(in: outcome, now: now) ?? backoff(beforeRetry: attempt, randomUnit: randomUnit)
        guard delay < timeLeft else { return .giveUp(.deadlineTooClose) }
        return .retry(after: delay)
    }

    /// The wait before retry number `retry` (1 for the first retry): `baseDelay` doubled `retry - 1`
    /// times, capped at `maximumDelay`, of which the `jitter` share is scaled by `randomUnit`.
    public func backoff(beforeRetry retry: Int, randomUnit: Double) -> Duration {
        let exponent = Double(min(max(retry - 1, 0), 62))
        let uncapped = (baseDelay / .seconds(1)) * pow(2, exponent)
        let capped = min(uncapped, maximumDelay / .seconds(1))
        let unit = min(max(randomUnit, 0), 1)
        return .seconds(capped * (1 - jitter * unit))
    }

    private func isRetryable(_ outcome: Result<HTTPResponse, NetworkError>) -> Bool {
        switch outcome {
        case .success(let response):
            retryableStatusCodes.contains(response.statusCode)
        case .failure(.transport(let failure)):
            retryableFailures.contains(failure.kind)
        case .failure(.timedOut):
            retriesTimeouts
        case .failure:
            false
        }
    }

    private func serverRequestedDelay(in outcome: Result<HTTPResponse, NetworkError>, now: Date) -> Duration? {
        guard case .success(let response) = outcome, let value = response.headers["Retry-After"],
            let requested = RetryAfter.delay(from: value, now: now)
        else { return nil }
        return min(requested, maximumRetryAfter)
    }
}
