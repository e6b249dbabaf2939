/// A decoded body together with the response metadata a caller may need, such as pagination.
public struct NetworkResponse<Value: Sendable>: Sendable {
    public let value: Value
    /// The status the server answered with: 304 when the value came from the response cache.
    public let statusCode: Int
    public let headers: HTTPHeaders
    public let pagination: Pagination

    public init(value: Value, statusCode: Int, headers: HTTPHeaders) {
        self.value = value
        self.statusCode = statusCode
        self.headers = headers
        self.pagination = Pagination(headers: headers)
    }

    /// Whether the server confirmed the cached body with `304 Not Modified` instead of sending it again.
    public var isNotModified: Bool { statusCode == 304 }
}
