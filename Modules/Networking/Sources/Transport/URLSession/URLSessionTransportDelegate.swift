import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate: routes each task's callbacks to its `DataTaskCall`, keeps URLSession on Linux
/// from hanging on credential challenges (#5456), and follows a read's relative redirects to the right
/// URL; a write is never redirected (see `RedirectCheck`).
final class URLSessionTransportDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let calls = LockedState<[Int: DataTaskCall]>([:])

    private static let credentialMethods: Set<String> = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic,
        NSURLAuthenticationMethodHTTPDigest, NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
    ]

    func register(_ call: DataTaskCall, for taskIdentifier: Int) {
        calls.withLock { $0[taskIdentifier] = call }
    }

    private func call(for task: URLSessionTask) -> DataTaskCall? {
        calls.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let response = response as? HTTPURLResponse, let call = call(for: dataTask) else {
            completionHandler(.allow)
            return
        }
        completionHandler(call.accept(response) ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let call = call(for: dataTask), !call.receive(data) else { return }
        dataTask.cancel()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let call = calls.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        call?.complete(error: error)
    }

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
        // Cancelling is the only disposition that does not hang on Linux; the call then reports the 401
        // instead of the cancellation.
        let failure = challenge.failureResponse as? HTTPURLResponse
        let response =
            failure.map { HTTPResponse($0, body: Data()) }
            ?? HTTPResponse(statusCode: 401, url: task.originalRequest?.url)
        call(for: task)?.rejectChallenge(response)
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // URLSession would re-send a POST answered 301, 302 or 303 as a GET: the 3xx itself is the answer.
        let method = task.originalRequest?.httpMethod?.uppercased() ?? "GET"
        guard method == "GET" || method == "HEAD" else {
            completionHandler(nil)
            return
        }
        var followed = request
        if let location = response.value(forHTTPHeaderField: "Location"),
            let base = response.url ?? task.currentRequest?.url,
            let resolved = URL(string: location, relativeTo: base)?.absoluteURL
        {
            followed.url = resolved
        }
        if let next = followed.url {
            call(for: task)?.follow(HTTPRedirect(status: response.statusCode, location: next))
        }
        completionHandler(followed)
    }
}
