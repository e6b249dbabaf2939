import Foundation

/// A response body as it arrives, held to a size limit and checked against the length the headers
/// announced, so that every transport judges an oversized or truncated body the same way.
struct ResponseBody {
    let limit: Int
    private(set) var data = Data()
    /// Set once more than `limit` bytes were offered; nothing is kept past the limit.
    private(set) var exceededLimit = false

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Appends a chunk; returns `false`, keeping nothing of it, once the body would exceed the limit.
    mutating func append(_ chunk: some DataProtocol) -> Bool {
        guard !exceededLimit, chunk.count <= limit - data.count else {
            exceededLimit = true
            return false
        }
        data.append(contentsOf: chunk)
        return true
    }

    /// Whether a `Content-Length` the server announced already rules the body out.
    func announcedLengthExceedsLimit(_ headers: HTTPHeaders) -> Bool {
        guard let announced = Self.contentLength(in: headers) else { return false }
        return announced > limit
    }

    /// The failure to report when fewer bytes arrived than `Content-Length` announced (the connection
    /// ended mid-body), or `nil` when the body is whole.
    func truncationFailure(headers: HTTPHeaders, statusCode: Int, method: String?) -> NetworkError? {
        guard isTruncated(headers: headers, statusCode: statusCode, method: method) else { return nil }
        let detail = "\(data.count) of \(headers["Content-Length"] ?? "?") bytes received"
        return .transport(TransportFailure(kind: .connectionLost, detail: detail))
    }

    /// Only judged for an unencoded body that the method and status say must be there.
    private func isTruncated(headers: HTTPHeaders, statusCode: Int, method: String?) -> Bool {
        guard method?.uppercased() != "HEAD", statusCode != 204, statusCode != 304, !(100...199).contains(statusCode),
            headers["Content-Encoding"].map({ $0.lowercased() == "identity" }) ?? true,
            let announced = Self.contentLength(in: headers)
        else { return false }
        return data.count < announced
    }

    private static func contentLength(in headers: HTTPHeaders) -> Int? {
        headers["Content-Length"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}
