import Foundation

/// What a transport received: the status line, the headers and the whole body.
///
/// A plain value rather than `HTTPURLResponse`, so transports other than URLSession and test doubles
/// can produce one.
public struct HTTPResponse: Sendable, Hashable {
    public let statusCode: Int
    public let headers: HTTPHeaders
    public let body: Data
    /// The URL that answered, after any redirects.
    public let url: URL?

    public init(statusCode: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), url: URL? = nil) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.url = url
    }

    public var isSuccess: Bool { (200...299).contains(statusCode) }
}
