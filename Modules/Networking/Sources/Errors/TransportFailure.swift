/// Why a request failed below HTTP, classified so callers can tell a transient failure from a
/// permanent one without parsing messages.
public struct TransportFailure: Hashable, Sendable, CustomStringConvertible {
    /// The classes of transport failure worth telling apart.
    public enum Kind: String, Hashable, Sendable {
        /// Nothing accepted the connection (refused, unreachable host).
        case cannotConnect
        /// The host name did not resolve.
        case hostNotFound
        /// The connection dropped before the response was complete.
        case connectionLost
        /// The machine has no network.
        case notConnected
        /// TLS could not be established or the certificate was rejected.
        case secureConnectionFailed
        /// The server sent something that is not valid HTTP.
        case badServerResponse
        /// Anything else the underlying library reported.
        case other
    }

    /// The class of failure; retry policies read it to tell transient failures from permanent ones.
    public let kind: Kind
    /// The underlying library's own words, for logs.
    public let detail: String

    /// Transports build one from their library's error code and message.
    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// A user-facing summary of `kind`, followed by `detail` in parentheses when there is one.
    public var description: String {
        let summary =
            switch kind {
            case .cannotConnect: "Cannot connect to the server"
            case .hostNotFound: "Server not found"
            case .connectionLost: "Connection lost"
            case .notConnected: "No network connection"
            case .secureConnectionFailed: "Secure connection failed"
            case .badServerResponse: "Bad response from the server"
            case .other: "Network failure"
            }
        return detail.isEmpty ? summary : "\(summary) (\(detail))"
    }
}
