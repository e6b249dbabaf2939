import Foundation
import StrataNetworking
import StrataTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension TestServer {
    private struct Stats: Decodable {
        let count: Int
    }

    /// How many requests carrying `_key=key` the server has seen, read from its `/_stats` route.
    func attempts(key: String) async throws -> Int {
        let client = HTTPClient(
            // A minute: a busy machine may keep the server from answering for seconds.
            configuration: NetworkConfiguration(
                baseURL: baseURL, timeout: .seconds(60), deadline: .seconds(60), retryPolicy: .never),
            transport: URLSessionTransport())
        return try await client.value(
            of: Endpoint<Stats>(path: "_stats", query: [URLQueryItem(name: "_key", value: key)])
        )
        .count
    }
}

/// A fresh key for the server's per-key request counter.
func uniqueKey() -> String {
    UUID().uuidString
}
