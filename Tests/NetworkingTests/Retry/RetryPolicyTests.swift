import Foundation
import StrataNetworking
import Testing

@Suite("RetryPolicy")
struct RetryPolicyTests {
    private let policy = RetryPolicy(
        maximumAttempts: 4, baseDelay: .milliseconds(100), maximumDelay: .seconds(1), jitter: 0,
        maximumRetryAfter: .seconds(10))
    private let plenty = Duration.seconds(60)

    private func status(_ code: Int, headers: [String: String] = [:]) -> Result<HTTPResponse, NetworkError> {
        .success(HTTPResponse(statusCode: code, headers: HTTPHeaders(headers)))
    }

    @Test("the statuses that mean try again later are retried", arguments: [408, 429, 500, 502, 503, 504])
    func retriesTransientStatuses(code: Int) {
        let decision = policy.decision(after: status(code), attempt: 1, method: .get, timeLeft: plenty)
        #expect(decision == .retry(after: .milliseconds(100)))
    }

    @Test("other failing statuses are final", arguments: [301, 400, 401, 403, 404, 409, 422, 501, 505])
    func keepsFinalStatuses(code: Int) {
        let decision = policy.decision(after: status(code), attempt: 1, method: .get, timeLeft: plenty)
        #expect(decision == .giveUp(.notRetryable))
    }

    @Test(
        "a timeout, a lost connection and a refused one are retried",
        arguments: [
            Result<HTTPResponse, NetworkError>.failure(.timedOut),
            .failure(.transport(TransportFailure(kind: .connectionLost, detail: ""))),
            .failure(.transport(TransportFailure(kind: .cannotConnect, detail: ""))),
        ])
    func retriesTransientFailures(outcome: Result<HTTPResponse, NetworkError>) {
        #expect(
            policy.decision(after: outcome, attempt: 1, method: .get, timeLeft: plenty)
                == .retry(after: .milliseconds(100)))
    }

    @Test(
        "failures a second attempt cannot fix are final",
        arguments: [
            Result<HTTPResponse, NetworkError>.failure(.cancelled),
            .failure(.responseTooLarge(limit: 10)),
            .failure(.unexpectedContentType("text/html")),
            .failure(.invalidURL("x")),
            .failure(.transport(TransportFailure(kind: .hostNotFound, detail: ""))),
            .failure(.transport(TransportFailure(kind: .secureConnectionFailed, detail: ""))),
        ])
    func keepsPermanentFailures(outcome: Result<HTTPResponse, NetworkError>) {
        #expect(policy.decision(after: outcome, attempt: 1, method: .get, timeLeft: plenty) == .giveUp(.notRetryable))
    }

    @Test("only idempotent methods are retried", arguments: [HTTPMethod.get, .head, .put, .delete, .options])
    func retriesIdempotentMethods(method: HTTPMethod) {
        #expect(
            policy.decision(after: status(503), attempt: 1, method: method, timeLeft: plenty)
                != .giveUp(.methodNotRetryable))
    }

    @Test("POST and PATCH are never retried by default", arguments: [HTTPMethod.post, .patch])
    func keepsUnsafeMethods(method: HTTPMethod) {
        let decision = policy.decision(after: status(503), attempt: 1, method: method, timeLeft: plenty)
        #expect(decision == .giveUp(.methodNotRetryable))
    }

    @Test("the last allowed attempt is not retried")
    func stopsAtMaximumAttempts() {
        #expect(
            policy.decision(after: status(503), attempt: 3, method: .get, timeLeft: plenty)
                == .retry(after: .milliseconds(400)))
        #expect(
            policy.decision(after: status(503), attempt: 4, method: .get, timeLeft: plenty)
                == .giveUp(.attemptsExhausted))
        #expect(
            RetryPolicy.never.decision(after: status(503), attempt: 1, method: .get, timeLeft: plenty)
                == .giveUp(.attemptsExhausted))
    }

    @Test(
        "backoff doubles from the base delay up to the cap",
        arguments: [(1, 100), (2, 200), (3, 400), (4, 800), (5, 1000), (40, 1000), (10_000, 1000)])
    func exponentialBackoff(retry: Int, milliseconds: Int) {
        #expect(policy.backoff(beforeRetry: retry, randomUnit: 0.7) == .milliseconds(milliseconds))
    }

    @Test(
        "jitter takes its share of the wait at random",
        arguments: [(0.5, 0.0, 800), (0.5, 0.5, 600), (0.5, 0.999_999, 400), (1.0, 0.25, 600), (0, 0.9, 800)])
    func jitter(share: Double, randomUnit: Double, milliseconds: Int) {
        var policy = policy
        policy.jitter = share

        let delay = policy.backoff(beforeRetry: 4, randomUnit: randomUnit)

        #expect(abs((delay - .milliseconds(milliseconds)) / .milliseconds(1)) < 1, "\(delay)")
    }

    @Test(
        "Retry-After in seconds replaces the backoff, without jitter, up to the cap",
        arguments: [("3", 3), ("0", 0), ("600", 10), ("99999999999999", 10)])
    func retryAfterSeconds(value: String, seconds: Int) {
        var policy = policy
        policy.jitter = 1
        let decision = policy.decision(
            after: status(503, headers: ["Retry-After": value]), attempt: 1, method: .get, timeLeft: plenty)
        #expect(decision == .retry(after: .seconds(seconds)))
    }

    @Test(
        "Retry-After as an HTTP date waits until that time, in all three date forms",
        arguments: ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"])
    func retryAfterDate(value: String) {
        let now = Date(timeIntervalSince1970: 784_111_777 - 5)  // 5 s before 1994-11-06 08:49:37 UTC

        let decision = policy.decision(
            after: status(429, headers: ["Retry-After": value]), attempt: 1, method: .get, timeLeft: plenty, now: now)

        #expect(decision == .retry(after: .seconds(5)))
    }

    @Test("a Retry-After date in the past asks for no wait; an unreadable one falls back to backoff")
    func retryAfterEdgeCases() {
        let past = policy.decision(
            after: status(503, headers: ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"]), attempt: 1, method: .get,
            timeLeft: plenty)
        let garbage = policy.decision(
            after: status(503, headers: ["Retry-After": "soon"]), attempt: 1, method: .get, timeLeft: plenty)

        #expect(past == .retry(after: .zero))
        #expect(garbage == .retry(after: .milliseconds(100)))
    }

    @Test("no retry is scheduled whose wait would reach the deadline")
    func respectsDeadline() {
        #expect(
            policy.decision(after: status(503), attempt: 1, method: .get, timeLeft: .milliseconds(101))
                == .retry(after: .milliseconds(100)))
        #expect(
            policy.decision(after: status(503), attempt: 1, method: .get, timeLeft: .milliseconds(100))
                == .giveUp(.deadlineTooClose))
        let retryAfter = status(503, headers: ["Retry-After": "5"])
        #expect(
            policy.decision(after: retryAfter, attempt: 1, method: .get, timeLeft: .seconds(4))
                == .giveUp(.deadlineTooClose))
    }
}
