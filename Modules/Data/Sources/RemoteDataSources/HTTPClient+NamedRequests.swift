import Foundation
import StrataNetworking

extension HTTPClient {
    /// Sends the endpoint like `send`, but a failure names the request it met.
    func call<Value: Sendable>(_ endpoint: Endpoint<Value>) async throws(RequestFailure) -> NetworkResponse<Value> {
        do {
            return try await send(endpoint)
        } catch {
            throw RequestFailure(request: requestName(endpoint), cause: .network(error))
        }
    }

    /// Sends the endpoint and returns only the decoded body; a failure names the request it met.
    func value<Value: Sendable>(calling endpoint: Endpoint<Value>) async throws(RequestFailure) -> Value {
        try await call(endpoint).value
    }

    /// `METHOD /path` as the server sees it, the base URL's path included and the query left out, so
    /// no secret a query carries ever reaches a message.
    func requestName<Value>(_ endpoint: Endpoint<Value>) -> String {
        let path = (try? endpoint.makeRequest(with: configuration).url?.path) ?? nil
        return "\(endpoint.method.rawValue) \(path ?? "/" + endpoint.path)"
    }
}
