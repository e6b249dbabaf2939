/// A decoded body together with the response metadata a caller may need, such as pagination.
public struct NetworkResponse<Value: Sendable>: Sendable {
    /// The decoded body; on a `304` it is decoded from the cached body.
    public let value: Value
    /// The status the server answered with: 304 when the value came from the response cache.
    public let statusCode: Int
    /// The response headers, names case-insensitive; on a `304` the cached ones updated by the new ones.
    public let headers: HTTPHeaders
    /// What `X-Total-Count` and `Link` say about the rest of the collection; empty for other responses.
    public let pagination: Pagination

    /// Reads `pagination` from `headers` once, so callers never parse them again.
    public init(value: Value, statusCode: Int, headers: HTTPHeaders) {
        self.value = value
        self.statusCode = statusCode
        self.headers = headers
        self.pagination = Pagination(headers: headers)
    }

    /// Whether the server confirmed the cached body with `304 Not Modified` instead of sending it again.
    public var isNotModified: Bool { statusCode == 304 }
}
