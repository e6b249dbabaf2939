import Foundation
import StrataNetworking
import StrataTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real server that can be made unreachable and reachable again, as a laptop's Wi-Fi or a restarted
/// backend is: while away, every request fails to connect; otherwise it goes to the real transport. It
/// notes when each write was sent.
final class AwayServerTransport: HTTPTransport {
    private let state = Locked((isAway: true, writes: [Date]()))

    /// When each request that was not a read went out, while the server was there or not.
    var writeTimes: [Date] { state.withLock { $0.writes } }

    func setAway(_ away: Bool) {
        state.withLock { $0.isAway = away }
    }

    func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        let isAway = state.withLock { state in
            if request.httpMethod != "GET" { state.writes.append(Date()) }
            return state.isAway
        }
        guard !isAway else {
            throw .transport(
                TransportFailure(kind: .cannotConnect, detail: "Connection refused (the test's server is away)"))
        }
        return try await HTTPTransports.platformDefault().send(request, maximumBodySize: maximumBodySize)
    }
}
