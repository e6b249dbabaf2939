import Foundation
import StrataNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers every request with the same JSON, as a server that misbehaves in one
/// particular way would.
struct CannedTransport: HTTPTransport {
    let json: String
    var headers: [String: String] = [:]

    func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        HTTPResponse(
            statusCode: 200,
            headers: HTTPHeaders(headers.merging(["Content-Type": "application/json"]) { first, _ in first }),
            body: Data(json.utf8), url: request.url)
    }
}
