import Foundation

/// Where requests go and how long they may take: the settings an app reads from its flags or
/// environment and hands to `HTTPClient` once.
public struct NetworkConfiguration: Sendable {
    /// The server every endpoint path is resolved against.
    public var baseURL: URL
    /// Headers sent with every request unless an endpoint sets its own value.
    public var defaultHeaders: [String: String]
    /// How long one request may take from start to last byte. Enforced by the transport itself, because
    /// URLSession on Linux ignores `timeoutIntervalForResource`.
    public var timeout: Duration

    public init(
        baseURL: URL,
        defaultHeaders: [String: String] = ["Accept": "application/json"],
        timeout: Duration = .seconds(10)
    ) {
        self.baseURL = baseURL
        self.defaultHeaders = defaultHeaders
        self.timeout = timeout
    }
}

extension Duration {
    /// The duration in seconds, for the Foundation APIs that still take `TimeInterval`.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
