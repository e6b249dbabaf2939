/// The words a person reads beside an HTTP status code, so a message says "503 Service Unavailable"
/// rather than a bare number.
enum HTTPStatusPhrase {
    /// "404 Not Found"; a code without a standard phrase stays a bare number.
    static func text(for status: Int) -> String {
        guard let phrase = phrases[status] else { return "HTTP \(status)" }
        return "\(status) \(phrase)"
    }

    private static let phrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        407: "Proxy Authentication Required", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
        413: "Content Too Large", 415: "Unsupported Media Type", 422: "Unprocessable Content",
        429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout",
    ]
}
