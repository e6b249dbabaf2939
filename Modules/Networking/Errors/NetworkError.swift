import Foundation

/// Everything that can go wrong between building a request and holding a decoded value.
///
/// Each case carries what a caller needs to decide what to do next (retry, show a message, give up),
/// and `description` names the cause in words a user can act on.
public enum NetworkError: Error, Hashable, Sendable {
    /// The endpoint and base URL do not form a usable `http` or `https` URL.
    case invalidURL(String)
    /// The exchange failed below HTTP: no connection, a lost one, a failed TLS handshake.
    case transport(TransportFailure)
    /// The server answered with a status outside 200...299.
    case httpStatus(code: Int, body: Data)
    /// The body arrived but does not decode to the expected type.
    case decoding(DecodingFailure)
    /// The calling task was cancelled.
    case cancelled
    /// The request did not finish within its deadline.
    case timedOut
}

extension NetworkError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidURL(let url):
            "Invalid URL: \(url)"
        case .transport(let failure):
            failure.description
        case .httpStatus(let code, _):
            "Server returned HTTP \(code)"
        case .decoding(let failure):
            failure.description
        case .cancelled:
            "Request cancelled"
        case .timedOut:
            "Request timed out"
        }
    }
}
