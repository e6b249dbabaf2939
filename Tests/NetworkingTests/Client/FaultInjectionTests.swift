import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

/// `HTTPClient` against a server that misbehaves on purpose, on every transport Strata ships. Each test
/// asserts the exact outcome, the number of attempts the server saw and the waits the client chose.
///
/// Time is asserted only where a loaded machine cannot break it: a lower bound (a timer never fires
/// early), or an upper bound far from the right answer and near the wrong one (a timeout raised well
/// beyond the deadline under test). How closely a deadline is kept is measured outside the parallel
/// suite, by `Scripts/measure-idle-cpu.sh`.
@Suite("Fault injection", .onDedicatedThread, .timeLimit(.minutes(2)))
struct FaultInjectionTests {
    struct Post: Decodable, Equatable {
        let id: Int
        let title: String
    }

    struct Outcome {
        let result: Result<NetworkResponse<Post>, NetworkError>
        /// Attempts the client made.
        let attempts: Int
        /// Requests the server counted for this call's key. Equal to `attempts` whenever the server
        /// answers; an attempt that times out may end before a busy server has read it.
        let serverAttempts: Int
        /// The waits between attempts, as the client asked its clock for them.
        let waits: [Duration]
        let elapsed: Duration

        var error: NetworkError? {
            if case .failure(let error) = result { error } else { nil }
        }
    }

    static let clock = ContinuousClock()

    /// GETs `posts/1` with the fault (and any further query items), a 50 ms backoff base without jitter,
    /// and whatever `adjust` changes.
    func call(
        _ fault: String, _ extra: [String: String] = [:], on kind: TransportKind, method: HTTPMethod = .get,
        adjust: (inout NetworkConfiguration) -> Void = { _ in }
    ) async throws -> Outcome {
        let server = try SharedTestServer.get()
        let key = uniqueKey()
        var configuration = NetworkConfiguration(
            baseURL: server.baseURL, timeout: .seconds(20), deadline: .seconds(40),
            retryPolicy: RetryPolicy(baseDelay: .milliseconds(50), jitter: 0))
        adjust(&configuration)
        let counter = AttemptCounter()
        let clock = RecordingClock()
        let client = HTTPClient(
            configuration: configuration, transport: kind.make(), interceptors: [counter], clock: clock)
        let query =
            [URLQueryItem(name: "_fault", value: fault), URLQueryItem(name: "_key", value: key)]
            + extra.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        let endpoint = Endpoint<Post>(path: "posts/1", method: method, query: query)

        let start = Self.clock.now
        let result: Result<NetworkResponse<Post>, NetworkError>
        do {
            result = .success(try await client.send(endpoint))
        } catch {
            result = .failure(error)
        }
        let elapsed = Self.clock.now - start
        return Outcome(
            result: result, attempts: counter.attempts, serverAttempts: try await server.requestCount(key: key),
            waits: clock.waits, elapsed: elapsed)
    }

    /// Checks the attempts made, and that the server saw each one it answered.
    func expectAttempts(
        _ outcome: Outcome, _ expected: Int, timingOut: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(outcome.attempts == expected, sourceLocation: sourceLocation)
        if timingOut {
            #expect((1...expected).contains(outcome.serverAttempts), sourceLocation: sourceLocation)
        } else {
            #expect(outcome.serverAttempts == expected, sourceLocation: sourceLocation)
        }
    }

    /// Checks that the call took at least `minimum`: the waits and timeouts it should have spent.
    func expectAtLeast(
        _ outcome: Outcome, _ minimum: Duration, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(outcome.elapsed >= minimum, "\(outcome.elapsed)", sourceLocation: sourceLocation)
    }

    func expectStatus(_ outcome: Outcome, _ code: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .httpStatus(let actual, _) = outcome.error else {
            Issue.record("expected HTTP \(code), got \(outcome.result)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == code, sourceLocation: sourceLocation)
    }

    @Test(
        "a status that means try later is retried with backoff until the attempts run out",
        arguments: TransportKind.shipped, [408, 429, 500, 502, 503, 504])
    func retriesTransientStatus(kind: TransportKind, status: Int) async throws {
        let outcome = try await call("status:\(status)", on: kind)

        expectStatus(outcome, status)
        expectAttempts(outcome, 3)
        #expect(outcome.waits == [.milliseconds(50), .milliseconds(100)])
    }

    @Test("a status that a retry cannot fix is final at once", arguments: TransportKind.shipped, [400, 404, 501])
    func keepsFinalStatus(kind: TransportKind, status: Int) async throws {
        let outcome = try await call("status:\(status)", on: kind)

        expectStatus(outcome, status)
        expectAttempts(outcome, 1)
        #expect(outcome.waits.isEmpty)
    }

    @Test("a POST is never repeated", arguments: TransportKind.shipped)
    func doesNotRepeatPost(kind: TransportKind) async throws {
        let outcome = try await call("status:503", on: kind, method: .post)

        expectStatus(outcome, 503)
        expectAttempts(outcome, 1)
        #expect(outcome.waits.isEmpty)
    }

    @Test("Retry-After in seconds sets the wait", arguments: TransportKind.shipped)
    func retryAfterSeconds(kind: TransportKind) async throws {
        let outcome = try await call("status:503", ["_retry_after": "1"], on: kind) {
            $0.retryPolicy.maximumAttempts = 2
        }

        expectStatus(outcome, 503)
        expectAttempts(outcome, 2)
        #expect(outcome.waits == [.seconds(1)])
        expectAtLeast(outcome, .milliseconds(995))
    }

    @Test("Retry-After as an HTTP date is read: an hour ahead waits the cap", arguments: TransportKind.shipped)
    func retryAfterDate(kind: TransportKind) async throws {
        // A date an hour ahead is cut to the 1 s cap, exactly, however long the answer took to arrive;
        // a client that ignored the date would wait the 50 ms backoff. The arithmetic of dates near now
        // is RetryPolicyTests' to check, without a clock.
        let outcome = try await call("status:429", ["_retry_after": "http-date:3600"], on: kind) {
            $0.retryPolicy.maximumAttempts = 2
            $0.retryPolicy.maximumRetryAfter = .seconds(1)
        }

        expectStatus(outcome, 429)
        expectAttempts(outcome, 2)
        #expect(outcome.waits == [.seconds(1)])
    }

    @Test("a Retry-After beyond the cap is cut to the cap", arguments: TransportKind.shipped)
    func retryAfterCapped(kind: TransportKind) async throws {
        let outcome = try await call("status:503", ["_retry_after": "3600"], on: kind) {
            $0.retryPolicy.maximumAttempts = 2
            $0.retryPolicy.maximumRetryAfter = .milliseconds(300)
        }

        expectStatus(outcome, 503)
        expectAttempts(outcome, 2)
        #expect(outcome.waits == [.milliseconds(300)])
    }

    @Test(
        "a flapping endpoint that fails twice then answers succeeds on the third attempt",
        arguments: TransportKind.shipped)
    func flappingEndpoint(kind: TransportKind) async throws {
        let outcome = try await call("flap:2", on: kind)

        #expect(try outcome.result.get().value.id == 1)
        expectAttempts(outcome, 3)
        #expect(outcome.waits == [.milliseconds(50), .milliseconds(100)])
    }

    @Test("headers later than the per-request timeout time out every attempt", arguments: TransportKind.shipped)
    func delayBeyondTimeout(kind: TransportKind) async throws {
        let outcome = try await call("delay:30", on: kind) { $0.timeout = .milliseconds(500) }

        #expect(outcome.error == .timedOut)
        expectAttempts(outcome, 3, timingOut: true)
        #expect(outcome.waits == [.milliseconds(50), .milliseconds(100)])
        // 3 × 0.5 s of attempts and 0.15 s of waits; an attempt that waited for the 30 s answer succeeds.
        expectAtLeast(outcome, .milliseconds(1650))
    }

    @Test("headers that come late but in time are waited for", arguments: TransportKind.shipped)
    func delayWithinTimeout(kind: TransportKind) async throws {
        let outcome = try await call("delay:0.5", on: kind)

        #expect(try outcome.result.get().value.id == 1)
        expectAttempts(outcome, 1)
        expectAtLeast(outcome, .milliseconds(500))
    }
}
