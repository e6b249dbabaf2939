import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight on a URLSession: it owns the data task and guarantees that the caller is
/// resumed exactly once, by whichever comes first of completion, cancellation and the deadline.
final class DataTaskCall: Sendable {
    typealias Continuation = CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>

    private struct State {
        var continuation: Continuation?
        var task: URLSessionDataTask?
        var isCancelled = false
    }

    private let session: URLSession
    private let delegate: URLSessionTransportDelegate
    private let request: URLRequest
    private let state = Mutex(State())

    init(session: URLSession, delegate: URLSessionTransportDelegate, request: URLRequest) {
        self.session = session
        self.delegate = delegate
        self.request = request
    }

    func start(_ continuation: Continuation) {
        let task = session.dataTask(with: request) { [self] data, response, error in
            complete(data: data, response: response, error: error)
        }
        let cancelledEarly = state.withLock { state in
            state.continuation = continuation
            state.task = task
            return state.isCancelled
        }
        if cancelledEarly {
            finish(.failure(.cancelled))
            return
        }
        task.resume()

        let timeout = request.timeoutInterval
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
            self?.finish(.failure(.timedOut))
        }
    }

    /// Called from the task's cancellation handler, possibly on a thread that URLSession also needs:
    /// the real work is moved to a global queue (#5412).
    func cancel() {
        DispatchQueue.global().async { [self] in
            state.withLock { $0.isCancelled = true }
            finish(.failure(.cancelled))
        }
    }

    private func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
        let taskID = state.withLock { $0.task?.taskIdentifier }
        let rejectedChallenge = taskID.flatMap { delegate.takeRejectedChallenge(taskIdentifier: $0) }
        if let rejectedChallenge {
            finish(.success(rejectedChallenge))
        } else if let error {
            finish(.failure(Self.networkError(for: error)))
        } else if let response = response as? HTTPURLResponse {
            finish(.success(HTTPResponse(response, body: data ?? Data())))
        } else {
            let failure = TransportFailure(kind: .badServerResponse, detail: "no HTTP response")
            finish(.failure(.transport(failure)))
        }
    }

    /// Resumes the caller if nobody has yet, and stops the data task if it is still running.
    private func finish(_ result: Result<HTTPResponse, NetworkError>) {
        let (continuation, task) = state.withLock { state in
            defer {
                state.continuation = nil
                state.task = nil
            }
            return (state.continuation, state.task)
        }
        guard let continuation else { return }
        if case .failure = result, let task, task.state == .running || task.state == .suspended {
            task.cancel()
        }
        continuation.resume(returning: result)
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

extension HTTPResponse {
    init(_ response: HTTPURLResponse, body: Data) {
        var headers = HTTPHeaders()
        for case (let name as String, let value as String) in response.allHeaderFields {
            headers[name] = value
        }
        self.init(statusCode: response.statusCode, headers: headers, body: body, url: response.url)
    }
}
