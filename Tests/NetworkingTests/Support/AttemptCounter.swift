import Foundation
import StrataNetworking
import StrataTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Counts the attempts a client makes, for calls that never reach a server that could count them.
final class AttemptCounter: HTTPInterceptor {
    private let count = Locked(0)

    var attempts: Int { count.withLock { $0 } }

    func adapt(_ request: URLRequest, attempt: Int) async throws(NetworkError) -> URLRequest {
        count.withLock { $0 += 1 }
        return request
    }
}
