/// A decoded body together with the response metadata a caller may need, such as pagination.
public struct NetworkResponse<Value: Sendable>: Sendable {
    public let value: Value
    public let statusCode: Int
    public let headers: HTTPHeaders
    public let pagination: Pagination

    public init(value: Value, statusCode: Int, headers: HTTPHeaders) {
        self.value = value
        self.statusCode = statusCode
        self.headers = headers
        self.pagination = Pagination(headers: headers)
    }
}
