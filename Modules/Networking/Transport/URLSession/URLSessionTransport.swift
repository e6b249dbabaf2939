import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport, built on URLSession and hardened against the bugs of swift-corelibs-foundation
/// on Linux (verified on Swift 6.3.1):
///
/// - Cancelling `data(for:)` shortly after it starts can deadlock (#5412): this transport wraps the
///   completion-handler `dataTask` and cancels from a global queue, never from the cancelling thread.
/// - A session with a `URLCache` can crash with "not in the registry" on cancellation (#3296), and the
///   cache never stores responses anyway: the cache is switched off.
/// - A 401 with `WWW-Authenticate: Basic` hangs forever and ignores timeouts (#5456): the delegate
///   cancels every credential challenge and the call ends as HTTP 401.
/// - `timeoutIntervalForResource` is ignored: the transport enforces `request.timeoutInterval` as a
///   deadline for the whole exchange by cancelling the task itself.
/// - Relative `Location` headers are resolved against the wrong URL: the delegate resolves them.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate: URLSessionTransportDelegate

    /// - Parameter configure: adjusts the ephemeral configuration the session is made from (proxy,
    ///   connection limits). The cache settings are applied afterwards and cannot be turned back on.
    public init(configure: (URLSessionConfiguration) -> Void = { _ in }) {
        let configuration = URLSessionConfiguration.ephemeral
        configure(configuration)
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        delegate = URLSessionTransportDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Whether the session this transport uses has a response cache; always `false` (see #3296).
    public var hasResponseCache: Bool { session.configuration.urlCache != nil }

    public func send(_ request: URLRequest) async throws(NetworkError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let call = DataTaskCall(session: session, delegate: delegate, request: request)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                call.start(continuation)
            }
        } onCancel: {
            call.cancel()
        }
        return try result.get()
    }
}
