/// The reason phrases of the HTTP statuses a `RepositoryError.serverFailure` or a refusal carries, so
/// every layer that words such an error says "404 Not Found" the same way rather than a bare number.
public enum HTTPStatusPhrase {
    /// "Not Found" for 404; `nil` for a status without a standard phrase here.
    public static func phrase(for status: Int) -> String? {
        phrases[status]
    }

    /// "404 Not Found"; a status without a phrase is the number alone.
    public static func describe(_ status: Int) -> String {
        phrase(for: status).map { "\(status) \($0)" } ?? "\(status)"
    }

    private static let phrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 407: "Proxy Authentication Required",
        408: "Request Timeout", 409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed",
        413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type", 422: "Unprocessable Content",
        425: "Too Early", 428: "Precondition Required", 429: "Too Many Requests", 500: "Internal Server Error",
        501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
    ]
}
