import Foundation
import StrataNetworking
import StrataTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers requests with canned results, one per request in order (the last one repeats), and records
/// the requests it saw.
///
/// With a `FakeClock`, a `timedOut` result takes the request's whole timeout on that clock, the way a
/// real transport would, so deadline logic can be tested without waiting.
final class StubTransport: HTTPTransport {
    private struct State {
        var results: [Result<HTTPResponse, NetworkError>]
        var requests: [URLRequest] = []
        var bodyLimits: [Int] = []
    }

    private let state: Locked<State>
    private let clock: FakeClock?

    init(_ results: [Result<HTTPResponse, NetworkError>], clock: FakeClock? = nil) {
        precondition(!results.isEmpty, "a stub needs at least one result")
        state = Locked(State(results: results))
        self.clock = clock
    }

    convenience init(_ result: Result<HTTPResponse, NetworkError>) {
        self.init([result])
    }

    convenience init(status: Int, json: String, headers: [String: String] = [:]) {
        self.init(.success(.json(status: status, json, headers: headers)))
    }

    var requests: [URLRequest] { state.withLock { $0.requests } }
    var bodyLimits: [Int] { state.withLock { $0.bodyLimits } }

    func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        let result = state.withLock { state in
            state.requests.append(request)
            state.bodyLimits.append(maximumBodySize)
            return state.results.count > 1 ? state.results.removeFirst() : state.results[0]
        }
        if case .failure(.timedOut) = result {
            clock?.advance(by: .milliseconds(Int64((request.timeoutInterval * 1000).rounded())))
        }
        return try result.get()
    }
}

extension HTTPResponse {
    /// A response with a JSON body and `Content-Type: application/json` unless `headers` says otherwise.
    static func json(status: Int, _ json: String, headers: [String: String] = [:]) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: HTTPHeaders(["Content-Type": "application/json; charset=utf-8"].merging(headers) { $1 }),
            body: Data(json.utf8))
    }
}
