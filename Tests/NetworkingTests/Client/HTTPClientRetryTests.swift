import Foundation
import StrataNetworking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Retries, waits and deadlines, on a fake clock: nothing here really sleeps.
@Suite("HTTPClient retries and deadlines", .onDedicatedThread, .timeLimit(.minutes(2)))
struct HTTPClientRetryTests {
    private struct Item: Decodable, Equatable {
        let id: Int
    }

    private let endpoint = Endpoint<Item>(path: "items/1")

    private func configuration(
        timeout: Duration = .seconds(10), deadline: Duration = .seconds(30), attempts: Int = 3
    ) -> NetworkConfiguration {
        NetworkConfiguration(
            baseURL: URL(string: "http://127.0.0.1:9")!, timeout: timeout, deadline: deadline,
            retryPolicy: RetryPolicy(maximumAttempts: attempts, baseDelay: .milliseconds(100), jitter: 0))
    }

    private static let ok = Result<HTTPResponse, NetworkError>.success(.json(status: 200, #"{"id": 1}"#))
    private static func status(_ code: Int, retryAfter: String? = nil) -> Result<HTTPResponse, NetworkError> {
        .success(.json(status: code, "{}", headers: retryAfter.map { ["Retry-After": $0] } ?? [:]))
    }

    @Test("a flapping server is retried with growing waits until it answers")
    func retriesUntilSuccess() async throws {
        let clock = FakeClock()
        let transport = StubTransport([Self.status(503), Self.status(502), Self.ok])
        let client = HTTPClient(configuration: configuration(), transport: transport, clock: clock)

        let item = try await client.value(of: endpoint)

        #expect(item == Item(id: 1))
        #expect(transport.requests.count == 3)
        #expect(clock.sleeps == [.milliseconds(100), .milliseconds(200)])
    }

    @Test("after the last attempt the last failing status is the error")
    func exhaustsAttempts() async {
        let clock = FakeClock()
        let transport = StubTransport([Self.status(503)])
        let client = HTTPClient(configuration: configuration(attempts: 4), transport: transport, clock: clock)

        await #expect(throws: NetworkError.httpStatus(code: 503, body: Data("{}".utf8))) {
            try await client.value(of: endpoint)
        }
        #expect(transport.requests.count == 4)
        #expect(clock.sleeps == [.milliseconds(100), .milliseconds(200), .milliseconds(400)])
    }

    @Test("a POST is sent once, whatever the status")
    func doesNotRepeatPost() async {
        let transport = StubTransport([Self.status(503)])
        let client = HTTPClient(configuration: configuration(), transport: transport, clock: FakeClock())

        await #expect(throws: NetworkError.self) {
            try await client.value(of: Endpoint<Item>(path: "items", method: .post, body: Data("{}".utf8)))
        }
        #expect(transport.requests.count == 1)
    }

    @Test("Retry-After decides the wait")
    func honoursRetryAfter() async throws {
        let clock = FakeClock()
        let transport = StubTransport([Self.status(429, retryAfter: "7"), Self.ok])
        let client = HTTPClient(configuration: configuration(), transport: transport, clock: clock)

        _ = try await client.value(of: endpoint)

        #expect(clock.sleeps == [.seconds(7)])
    }

    @Test("each attempt gets the per-request timeout, cut to the time left before the deadline")
    func attemptTimeouts() async {
        let clock = FakeClock()
        let transport = StubTransport([.failure(.timedOut)], clock: clock)
        let client = HTTPClient(
            configuration: configuration(timeout: .seconds(1), deadline: .milliseconds(2500), attempts: 10),
            transport: transport, clock: clock)

        await #expect(throws: NetworkError.timedOut) {
            try await client.value(of: endpoint)
        }

        // 0 → 1 s: first attempt; 1.1 → 2.1 s: second; 2.3 s: the third gets the 0.2 s left; then the
        // next wait (400 ms) would pass the deadline.
        #expect(transport.requests.map(\.timeoutInterval) == [1, 1, 0.2])
        #expect(clock.sleeps == [.milliseconds(100), .milliseconds(200)])
        #expect(clock.now.offset == .milliseconds(2500))
    }

    @Test("a wait that would pass the deadline is not taken: the call fails with the last error at once")
    func givesUpBeforeDeadline() async {
        let clock = FakeClock()
        let transport = StubTransport([Self.status(503, retryAfter: "20")])
        let client = HTTPClient(
            configuration: configuration(deadline: .seconds(10)), transport: transport, clock: clock)

        await #expect(throws: NetworkError.httpStatus(code: 503, body: Data("{}".utf8))) {
            try await client.value(of: endpoint)
        }
        #expect(transport.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("cancelling the task during a wait ends the call at once")
    func cancellationStopsTheWait() async throws {
        let transport = StubTransport([Self.status(503, retryAfter: "20")])
        let client = HTTPClient(configuration: configuration(), transport: transport)  // the real clock

        let result = await withTaskGroup(of: Result<Item, NetworkError>.self) { group in
            group.addTask {
                do throws(NetworkError) {
                    return .success(try await client.value(of: endpoint))
                } catch {
                    return .failure(error)
                }
            }
            while transport.requests.isEmpty { try? await Task.sleep(for: .milliseconds(5)) }
            try? await Task.sleep(for: .milliseconds(50))
            group.cancelAll()
            return await group.next()
        }

        #expect(throws: NetworkError.cancelled) { try result?.get() }
        // A wait not cut short would end in a second attempt, which the stub has no answer for.
        #expect(transport.requests.count == 1)
    }

    @Test("a call whose task is already cancelled sends nothing")
    func cancelledBeforeStart() async {
        let transport = StubTransport([Self.ok])
        let client = HTTPClient(configuration: configuration(), transport: transport, clock: FakeClock())

        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.value(of: endpoint)
        }

        await #expect(throws: NetworkError.cancelled) { try await call.value }
        #expect(transport.requests.isEmpty)
    }
}
