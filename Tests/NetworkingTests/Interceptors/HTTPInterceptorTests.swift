import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adds a header whose value names the interceptor and the attempt, and records everything it is shown.
private final class RecordingInterceptor: HTTPInterceptor {
    struct Log {
        var adapted: [Int] = []
        var finished: [(attempt: Int, status: Int?)] = []
        var decisions: [RetryDecision] = []
    }

    let name: String
    private let override: (@Sendable (RetryDecision, HTTPExchange) -> RetryDecision)?
    private let state = Locked(Log())

    init(_ name: String, override: (@Sendable (RetryDecision, HTTPExchange) -> RetryDecision)? = nil) {
        self.name = name
        self.override = override
    }

    var log: Log { state.withLock { $0 } }

    func adapt(_ request: URLRequest, attempt: Int) async throws(NetworkError) -> URLRequest {
        state.withLock { $0.adapted.append(attempt) }
        var request = request
        let trail = request.value(forHTTPHeaderField: "X-Trail").map { "\($0)," } ?? ""
        request.setValue("\(trail)\(name)\(attempt)", forHTTPHeaderField: "X-Trail")
        return request
    }

    func didFinish(_ exchange: HTTPExchange) async {
        let status = try? exchange.outcome.get().statusCode
        state.withLock { $0.finished.append((exchange.attempt, status)) }
    }

    func review(_ decision: RetryDecision, after exchange: HTTPExchange) async -> RetryDecision {
        state.withLock { $0.decisions.append(decision) }
        return override?(decision, exchange) ?? decision
    }
}

/// Adds a bearer token, and refreshes it once when the server answers 401.
private final class BearerTokenInterceptor: HTTPInterceptor {
    private let token = Locked("stale")

    func adapt(_ request: URLRequest, attempt: Int) async throws(NetworkError) -> URLRequest {
        var request = request
        request.setValue("Bearer \(token.withLock { $0 })", forHTTPHeaderField: "Authorization")
        return request
    }

    func review(_ decision: RetryDecision, after exchange: HTTPExchange) async -> RetryDecision {
        guard case .success(let response) = exchange.outcome, response.statusCode == 401, exchange.attempt == 1 else {
            return decision
        }
        token.withLock { $0 = "fresh" }
        return .retry(after: .zero)
    }
}

@Suite("HTTPInterceptor")
struct HTTPInterceptorTests {
    private struct Item: Decodable, Equatable {
        let id: Int
    }

    private let configuration = NetworkConfiguration(
        baseURL: URL(string: "http://127.0.0.1:9")!,
        retryPolicy: RetryPolicy(baseDelay: .milliseconds(100), jitter: 0))
    private static let ok = Result<HTTPResponse, NetworkError>.success(.json(status: 200, #"{"id": 1}"#))

    @Test("adapters run in order on every attempt, and each attempt's request is the one sent")
    func adaptersCompose() async throws {
        let first = RecordingInterceptor("a")
        let second = RecordingInterceptor("b")
        let transport = StubTransport([.success(.json(status: 503, "{}")), Self.ok])
        let client = HTTPClient(
            configuration: configuration, transport: transport, interceptors: [first, second], clock: FakeClock())

        _ = try await client.value(of: Endpoint<Item>(path: "items/1"))

        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "X-Trail") } == ["a1,b1", "a2,b2"])
        #expect(first.log.adapted == [1, 2])
    }

    @Test("every attempt's outcome and every retry decision is observed")
    func observesEverything() async {
        let observer = RecordingInterceptor("o")
        let transport = StubTransport([
            .success(.json(status: 503, "{}")), .failure(.timedOut), .success(.json(status: 404, "{}")),
        ])
        let client = HTTPClient(
            configuration: configuration, transport: transport, interceptors: [observer], clock: FakeClock())

        await #expect(throws: NetworkError.self) { try await client.value(of: Endpoint<Item>(path: "items/1")) }

        #expect(observer.log.finished.map(\.attempt) == [1, 2, 3])
        #expect(observer.log.finished.map(\.status) == [503, nil, 404])
        #expect(
            observer.log.decisions == [
                .retry(after: .milliseconds(100)), .retry(after: .milliseconds(200)), .giveUp(.notRetryable),
            ])
    }

    @Test("a review can turn a 401 into one more attempt with a fresh token")
    func refreshesTokenOn401() async throws {
        let auth = BearerTokenInterceptor()
        let transport = StubTransport([.success(.json(status: 401, "{}")), Self.ok])
        let client = HTTPClient(
            configuration: configuration, transport: transport, interceptors: [auth], clock: FakeClock())

        let item = try await client.value(of: Endpoint<Item>(path: "items/1"))

        #expect(item == Item(id: 1))
        #expect(
            transport.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == [
                "Bearer stale", "Bearer fresh",
            ])
    }

    @Test("a later interceptor sees the decision an earlier one made, and can veto a retry")
    func reviewsChain() async {
        let veto = RecordingInterceptor("v") { _, _ in .giveUp(.notRetryable) }
        let after = RecordingInterceptor("w")
        let transport = StubTransport([.success(.json(status: 503, "{}"))])
        let client = HTTPClient(
            configuration: configuration, transport: transport, interceptors: [veto, after], clock: FakeClock())

        await #expect(throws: NetworkError.httpStatus(code: 503, body: Data("{}".utf8))) {
            try await client.value(of: Endpoint<Item>(path: "items/1"))
        }
        #expect(transport.requests.count == 1)
        #expect(veto.log.decisions == [.retry(after: .milliseconds(100))])
        #expect(after.log.decisions == [.giveUp(.notRetryable)])
    }

    @Test("an adapter that throws ends the call with its error, and nothing is sent")
    func throwingAdapter() async {
        struct MissingToken: HTTPInterceptor {
            func adapt(_ request: URLRequest, attempt: Int) async throws(NetworkError) -> URLRequest {
                throw .httpStatus(code: 401, body: Data())
            }
        }
        let transport = StubTransport([Self.ok])
        let client = HTTPClient(configuration: configuration, transport: transport, interceptors: [MissingToken()])

        await #expect(throws: NetworkError.httpStatus(code: 401, body: Data())) {
            try await client.value(of: Endpoint<Item>(path: "items/1"))
        }
        #expect(transport.requests.isEmpty)
    }
}
