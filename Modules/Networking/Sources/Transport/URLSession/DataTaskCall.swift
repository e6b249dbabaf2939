import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight on a URLSession. It receives the task's delegate callbacks, holds the body to
/// its size limit while it arrives, and resumes the caller exactly once, by whichever comes first of
/// completion, cancellation and the deadline.
final class DataTaskCall: Sendable {
    private struct Receipt {
        var task: URLSessionDataTask?
        var response: HTTPURLResponse?
        var redirects: [HTTPRedirect] = []
        var body: ResponseBody
        var rejectedChallenge: HTTPResponse?
    }

    private let request: URLRequest
    private let pending = PendingResponse()
    private let receipt: LockedState<Receipt>

    init(request: URLRequest, maximumBodySize: Int) {
        self.request = request
        receipt = LockedState(Receipt(body: ResponseBody(limit: maximumBodySize)))
    }

    /// Runs the request on `session` and returns its outcome; `delegate` routes the task's callbacks
    /// back here.
    func run(on session: URLSession, delegate: URLSessionTransportDelegate) async -> PendingResponse.Outcome {
        await withTaskCancellationHandler {
            await pending.outcome {
                start(on: session, delegate: delegate)
            }
        } onCancel: {
            stop(with: .cancelled)
        }
    }

    private func start(on session: URLSession, delegate: URLSessionTransportDelegate) {
        // A delegate-driven task, not one with a completion handler: only these report the body chunk by
        // chunk, which is what lets the size limit apply while receiving.
        // URLSession on Linux truncates the timeout to whole seconds (0.5 s times out at once, 1.9 s
        // after 1 s), so its own timer is pushed past the deadline this call enforces itself.
        var sessionRequest = request
        sessionRequest.timeoutInterval = request.timeoutInterval.rounded(.up) + 1
        let task = session.dataTask(with: sessionRequest)
        receipt.withLock { $0.task = task }
        delegate.register(self, for: task.taskIdentifier)
        guard !pending.isSettled else {
            // Cancelled while the task was being made: `stop` may have looked for it too early.
            DispatchQueue.global().async { task.cancel() }
            return
        }
        task.resume()

        DispatchQueue.global().asyncAfter(deadline: .now() + request.timeoutInterval) { [weak self] in
            self?.stop(with: .timedOut)
        }
    }

    /// Ends the call with `error` if it is still running, and stops its data task. The task is cancelled
    /// from a global queue, never from the calling thread, which may be one URLSession needs (#5412).
    private func stop(with error: NetworkError) {
        guard pending.deliver(.failure(error)) else { return }
        DispatchQueue.global().async { [self] in
            receipt.withLock { $0.task }?.cancel()
        }
    }

    // MARK: Delegate callbacks, routed by URLSessionTransportDelegate

    /// Whether to accept the response whose headers just arrived; `false` when its announced length
    /// is already over the limit.
    func accept(_ response: HTTPURLResponse) -> Bool {
        receipt.withLock { receipt in
            receipt.response = response
            return !receipt.body.announcedLengthExceedsLimit(HTTPHeaders(response))
        }
    }

    /// Remembers a redirect the session follows, for the response's chain.
    func follow(_ redirect: HTTPRedirect) {
        receipt.withLock { $0.redirects.append(redirect) }
    }

    /// Keeps a chunk of the body; `false` once the body is over the limit.
    func receive(_ data: Data) -> Bool {
        receipt.withLock { $0.body.append(data) }
    }

    /// Remembers the 401 whose credential challenge was cancelled, to report it instead of the
    /// cancellation (#5456).
    func rejectChallenge(_ response: HTTPResponse) {
        receipt.withLock { $0.rejectedChallenge = response }
    }

    func complete(error: (any Error)?) {
        let receipt = receipt.withLock { $0 }
        pending.deliver(outcome(of: receipt, error: error))
    }

    private func outcome(of receipt: Receipt, error: (any Error)?) -> PendingResponse.Outcome {
        if let rejected = receipt.rejectedChallenge {
            return .success(rejected)
        }
        if receipt.body.exceededLimit
            || receipt.response.map({ receipt.body.announcedLengthExceedsLimit(HTTPHeaders($0)) }) == true
        {
            return .failure(.responseTooLarge(limit: receipt.body.limit))
        }
        if let error {
            return .failure(Self.networkError(for: error))
        }
        guard let response = receipt.response else {
            return .failure(.transport(TransportFailure(kind: .badServerResponse, detail: "no HTTP response")))
        }
        let result = HTTPResponse(response, body: receipt.body.data, redirects: receipt.redirects)
        if let truncated = receipt.body.truncationFailure(
            headers: result.headers, statusCode: result.statusCode, method: request.httpMethod)
        {
            return .failure(truncated)
        }
        return .success(result)
    }

    static func networkError(for error: any Error) -> NetworkError {
        guard let urlError = error as? URLError else {
            return .transport(TransportFailure(kind: .other, detail: String(describing: error)))
        }
        let kind: TransportFailure.Kind
        switch urlError.code {
        case .cancelled:
            return .cancelled
        case .timedOut:
            return .timedOut
        case .cannotConnectToHost:
            kind = .cannotConnect
        case .cannotFindHost, .dnsLookupFailed:
            kind = .hostNotFound
        case .networkConnectionLost:
            kind = .connectionLost
        case .notConnectedToInternet:
            kind = .notConnected
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            kind = .secureConnectionFailed
        case .badServerResponse, .cannotParseResponse, .zeroByteResource:
            kind = .badServerResponse
        default:
            kind = .other
        }
        return .transport(TransportFailure(kind: kind, detail: urlError.localizedDescription))
    }
}

extension HTTPHeaders {
    init(_ response: HTTPURLResponse) {
        self.init()
        for case (let name as String, let value as String) in response.allHeaderFields {
            self[name] = value
        }
    }
}

extension HTTPResponse {
    init(_ response: HTTPURLResponse, body: Data, redirects: [HTTPRedirect] = []) {
        self.init(
            statusCode: response.statusCode, headers: HTTPHeaders(response), body: body, url: response.url,
            redirects: redirects)
    }
}
