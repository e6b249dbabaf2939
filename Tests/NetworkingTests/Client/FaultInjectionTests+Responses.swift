import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

/// Fault injection, continued: servers that never answer, bodies that drip, break, lie about their
/// type or run too long, and answers that refuse or challenge.
extension FaultInjectionTests {
    @Test(
        "a server that never answers fails at the overall deadline, not at the longer timeout",
        arguments: TransportKind.shipped)
    func neverAnswersWithinOneAttempt(kind: TransportKind) async throws {
        let outcome = try await call("hang", on: kind) {
            // Ten minutes: a call the timeout ended instead of the deadline outlasts the suite's limit.
            $0.timeout = .seconds(600)
            $0.deadline = .seconds(2)
        }

        #expect(outcome.error == .timedOut)
        expectAttempts(outcome, 1, timingOut: true)
        #expect(outcome.waits.isEmpty)
        expectAtLeast(outcome, .seconds(2))
    }

    @Test(
        "the deadline spans the retries: attempts that time out are retried until it passes",
        arguments: TransportKind.shipped)
    func neverAnswersAcrossAttempts(kind: TransportKind) async throws {
        let outcome = try await call("hang", on: kind) {
            $0.timeout = .seconds(1)
            $0.deadline = .seconds(12)
            $0.retryPolicy.maximumAttempts = 50
        }

        #expect(outcome.error == .timedOut)
        // About eight attempts fit (1 s each, and the waits between them); a loaded machine may fit
        // fewer, but the first ends long before the deadline, so there is always a second. Fifty
        // attempts, had the deadline not ended them, would take over 50 s: fewer proves it did, with no
        // clock read. A wait that would outlast the deadline is not started.
        #expect((2..<50).contains(outcome.attempts), "\(outcome.attempts)")
        // A wait that ends after the deadline (a late wake-up) ends the call without another attempt.
        #expect((outcome.attempts - 1...outcome.attempts).contains(outcome.waits.count), "\(outcome.waits)")
        expectAtLeast(outcome, .seconds(1) + outcome.waits.reduce(.zero, +))
    }

    @Test("a slow drip of the body is waited for", arguments: TransportKind.shipped)
    func slowDrip(kind: TransportKind) async throws {
        let outcome = try await call("drip:0.01", on: kind)

        #expect(try outcome.result.get().value.id == 1)
        expectAttempts(outcome, 1)
        expectAtLeast(outcome, .milliseconds(150))
    }

    @Test("a body cut short by a reset is a lost connection, retried like one", arguments: TransportKind.shipped)
    func truncatedBody(kind: TransportKind) async throws {
        let outcome = try await call("truncate", on: kind)

        guard case .transport(let failure) = outcome.error else {
            Issue.record("expected a transport failure, got \(outcome.result)")
            return
        }
        #expect(failure.kind == .connectionLost)
        expectAttempts(outcome, 3)
        #expect(outcome.waits == [.milliseconds(50), .milliseconds(100)])
    }

    @Test("an HTML page where JSON was expected is refused before decoding", arguments: TransportKind.shipped)
    func wrongContentType(kind: TransportKind) async throws {
        let outcome = try await call("content-type", on: kind)

        #expect(outcome.error == .unexpectedContentType("text/html; charset=utf-8"))
        expectAttempts(outcome, 1)
    }

    @Test("a body over the default limit is refused", arguments: TransportKind.shipped)
    func oversizedBody(kind: TransportKind) async throws {
        let outcome = try await call("oversize:5000000", on: kind)

        #expect(outcome.error == .responseTooLarge(limit: NetworkConfiguration.defaultMaximumBodySize))
        expectAttempts(outcome, 1)
        #expect(outcome.waits.isEmpty)
    }

    @Test("invalid UTF-8 in the JSON is a decoding error", arguments: TransportKind.shipped)
    func invalidUTF8(kind: TransportKind) async throws {
        let outcome = try await call("bad-utf8", on: kind)

        guard case .decoding(let failure) = outcome.error else {
            Issue.record("expected a decoding error, got \(outcome.result)")
            return
        }
        #expect(failure.typeName == "Post")
        expectAttempts(outcome, 1)
    }

    @Test(
        "a 401 with a Basic challenge is unauthorized at once, not at the timeout, and never retried",
        arguments: TransportKind.shipped)
    func basicChallenge(kind: TransportKind) async throws {
        let outcome = try await call("basic-401", on: kind) {
            $0.timeout = .seconds(30)
            $0.deadline = .seconds(60)
        }

        #expect(outcome.error?.isUnauthorized == true)
        expectAttempts(outcome, 1)
        #expect(outcome.waits.isEmpty)
        // A transport that waited for credentials would end timed out, not unauthorized; that it answers
        // within a second is measured, alone, by Scripts/measure-idle-cpu.sh.
    }

    @Test("a refused connection is retried, then reported as such", arguments: TransportKind.shipped)
    func refusedConnection(kind: TransportKind) async throws {
        let counter = AttemptCounter()
        let configuration = NetworkConfiguration(
            baseURL: URL(string: "http://127.0.0.1:1")!,
            retryPolicy: RetryPolicy(baseDelay: .milliseconds(50), jitter: 0))
        let client = HTTPClient(configuration: configuration, transport: kind.make(), interceptors: [counter])

        let error = await #expect(throws: NetworkError.self) {
            try await client.value(of: Endpoint<Post>(path: "posts/1"))
        }

        guard case .transport(let failure) = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .cannotConnect)
        #expect(counter.attempts == 3)
    }

    @Test(
        "a second GET revalidates with the stored ETag and a 304 serves the stored post",
        arguments: TransportKind.shipped)
    func conditionalRequest(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        let key = uniqueKey()
        let client = HTTPClient(
            configuration: NetworkConfiguration(baseURL: server.baseURL), transport: kind.make(),
            cache: InMemoryResponseCache())
        let endpoint = Endpoint<Post>(path: "posts/1", query: [URLQueryItem(name: "_key", value: key)])

        let first = try await client.send(endpoint)
        let second = try await client.send(endpoint)

        #expect(first.statusCode == 200)
        #expect(second.statusCode == 304 && second.isNotModified)
        #expect(second.value == first.value)
        #expect(try await server.requestCount(key: key) == 2)
    }
}
