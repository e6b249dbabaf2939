import Foundation

/// Where requests go, how long they may take and how hard the client tries: the settings an app reads
/// from its flags or environment and hands to `HTTPClient` once.
public struct NetworkConfiguration: Sendable {
    /// The largest body accepted by default: 4 MiB, far above any JSONPlaceholder page and far below what
    /// would hurt a phone.
    public static let defaultMaximumBodySize = 4 << 20

    /// The server every endpoint path is resolved against.
    public var baseURL: URL
    /// Headers sent with every request unless an endpoint sets its own value.
    public var defaultHeaders: HTTPHeaders
    /// How long one attempt may take from start to last byte. Enforced by the transport itself, because
    /// URLSession on Linux ignores `timeoutIntervalForResource`.
    public var timeout: Duration
    /// How long a whole call may take, every retry and every wait between them included. An attempt
    /// never runs past it, no retry is scheduled whose wait would reach it, and the attempt after a wait
    /// gets only the time left.
    public var deadline: Duration
    /// The largest response body accepted, in bytes; a transport stops reading as soon as a body
    /// exceeds it and the call fails with `NetworkError.responseTooLarge`.
    public var maximumBodySize: Int
    /// When and how soon a failed attempt is tried again.
    public var retryPolicy: RetryPolicy

    /// The defaults suit JSONPlaceholder over a normal connection; only `baseURL` has to be given.
    public init(
        baseURL: URL,
        defaultHeaders: HTTPHeaders = ["Accept": "application/json"],
        timeout: Duration = .seconds(10),
        deadline: Duration = .seconds(30),
        maximumBodySize: Int = NetworkConfiguration.defaultMaximumBodySize,
        retryPolicy: RetryPolicy = RetryPolicy()
    ) {
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
        self.timeout = timeout
        self.deadline = deadline
        self.maximumBodySize = maximumBodySize
        self.retryPolicy = retryPolicy
    }
}
