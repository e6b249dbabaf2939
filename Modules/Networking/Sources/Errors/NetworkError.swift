import Foundation

/// Everything that can go wrong between building a request and holding a decoded value.
///
/// Each case carries what a caller needs to decide what to do next (retry, show a message, give up),
/// and `description` names the cause in words a user can act on.
public enum NetworkError: Error, Hashable, Sendable {
    /// The endpoint and base URL do not form a usable `http` or `https` URL.
    case invalidURL(String)
    /// The exchange failed below HTTP: no connection, a lost one, a body cut short, a failed TLS handshake.
    case transport(TransportFailure)
    /// The server answered with a status outside 200...299.
    case httpStatus(code: Int, body: Data)
    /// The body was larger than the configured limit; the transport stopped reading at the limit.
    case responseTooLarge(limit: Int)
    /// A JSON endpoint was answered with another media type, such as a captive portal's HTML page.
    case unexpectedContentType(String)
    /// The body arrived but does not decode to the expected type.
    case decoding(DecodingFailure)
    /// The calling task was cancelled.
    case cancelled
    /// The request did not finish within its timeout or the call's overall deadline.
    case timedOut
    /// The server sent the request elsewhere: a 3xx to a request that changes data, which is never
    /// re-sent (a transport would turn a POST into a GET, or send it to another server), or any answer
    /// from outside the base URL, whose ids would belong to another server. `status` is the 3xx that
    /// sent it there, `nil` when the transport did not say; `location` is where it pointed, redacted.
    case redirected(status: Int?, location: String)
}

extension NetworkError {
    /// Whether the server refused the credentials (HTTP 401), the cue to sign in again rather than retry.
    public var isUnauthorized: Bool {
        if case .httpStatus(401, _) = self { true } else { false }
    }
}

extension NetworkError: CustomStringConvertible {
    /// A short sentence naming the cause, fit to show a user; 401 also says what it means.
    public var description: String {
        switch self {
        case .invalidURL(let url):
            "Invalid URL: \(url)"
        case .transport(let failure):
            failure.description
        case .httpStatus(401, _):
            "Server returned HTTP 401 (not signed in or not allowed)"
        case .httpStatus(let code, _):
            "Server returned HTTP \(code)"
        case .responseTooLarge(let limit):
            "Response larger than the \(Self.byteCount(limit)) limit"
        case .unexpectedContentType(let type):
            "Server sent \(type) instead of JSON"
        case .decoding(let failure):
            failure.description
        case .cancelled:
            "Request cancelled"
        case .timedOut:
            "Request timed out"
        case .redirected(let status, let location):
            "The server redirected the request\(status.map { " (HTTP \($0))" } ?? "") to \(location); "
                + "Strata follows no redirect "
                + "that changes data or leaves the server, so point the base URL at the new address"
        }
    }

    private static func byteCount(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes)-byte"
    }
}
