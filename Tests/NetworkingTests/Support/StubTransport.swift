import Foundation
import StrataNetworking
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers every request with one canned result and records the requests it saw.
final class StubTransport: HTTPTransport {
    private let result: Result<HTTPResponse, NetworkError>
    private let sent = Mutex<[URLRequest]>([])

    init(_ result: Result<HTTPResponse, NetworkError>) {
        self.result = result
    }

    convenience init(status: Int, json: String, headers: [String: String] = [:]) {
        self.init(.success(HTTPResponse(statusCode: status, headers: HTTPHeaders(headers), body: Data(json.utf8))))
    }

    var requests: [URLRequest] { sent.withLock { $0 } }

    func send(_ request: URLRequest) async throws(NetworkError) -> HTTPResponse {
        sent.withLock { $0.append(request) }
        return try result.get()
    }
}
