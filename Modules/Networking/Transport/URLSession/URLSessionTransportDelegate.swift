import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Session delegate that keeps URLSession on Linux from hanging on credential challenges (#5456) and
/// from following relative redirects to the wrong URL.
final class URLSessionTransportDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    /// The 401 responses whose challenge was cancelled, by task, until the task's completion reads them.
    private let rejectedChallenges = Mutex<[Int: HTTPResponse]>([:])

    private static let credentialMethods: Set<String> = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic,
        NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
    ]

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        // Server-trust (TLS) challenges keep the system's default evaluation.
        guard Self.credentialMethods.contains(challenge.protectionSpace.authenticationMethod) else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        // Strata never answers a challenge with stored credentials: callers add auth headers themselves.
        // Cancelling is the only disposition that does not hang on Linux; the completion then reports
        // the 401 instead of the cancellation.
        let failure = challenge.failureResponse as? HTTPURLResponse
        let response =
            failure.map { HTTPResponse($0, body: Data()) }
            ?? HTTPResponse(statusCode: 401, url: task.originalRequest?.url)
        rejectedChallenges.withLock { $0[task.taskIdentifier] = response }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let location = response.value(forHTTPHeaderField: "Location"),
            let base = response.url ?? task.currentRequest?.url,
            let resolved = URL(string: location, relativeTo: base)?.absoluteURL
        else {
            completionHandler(request)
            return
        }
        var corrected = request
        corrected.url = resolved
        completionHandler(corrected)
    }

    func takeRejectedChallenge(taskIdentifier: Int) -> HTTPResponse? {
        rejectedChallenges.withLock { $0.removeValue(forKey: taskIdentifier) }
    }
}
