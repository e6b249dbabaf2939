import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport built on URLSession: the default on Apple platforms, and on Linux the alternative to
/// `CurlTransport`. It is hardened against the bugs of swift-corelibs-foundation on Linux (verified on
/// Swift 6.3.1):
///
/// - Cancelling `data(for:)` shortly after it starts can deadlock (#5412): this transport drives a
///   delegate-based data task and cancels it from a global queue, never from the cancelling thread.
/// - A session with a `URLCache` can crash with "not in the registry" on cancellation (#3296), and the
///   cache never stores responses anyway: the cache is switched off.
/// - A 401 with `WWW-Authenticate: Basic` hangs forever and ignores timeouts (#5456): the delegate
///   cancels every credential challenge and the call ends as HTTP 401.
/// - `timeoutIntervalForResource` is ignored, and a request's `timeoutInterval` is truncated to whole
///   seconds (0.5 s times out at once): the transport enforces `request.timeoutInterval` as a deadline
///   for the whole exchange by cancelling the task itself.
/// - Relative `Location` headers are resolved against the wrong URL: the delegate resolves them.
///
/// One bug it cannot work around: on Linux, URLSession polls while a request waits, costing most of a
/// CPU core for as long as a slow server keeps it waiting. That is why `CurlTransport` is the Linux
/// default.
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

    /// Runs one delegate-based data task, with the workarounds described above.
    public func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let call = DataTaskCall(request: request, maximumBodySize: maximumBodySize)
        return try await call.run(on: session, delegate: delegate).get()
    }
}
