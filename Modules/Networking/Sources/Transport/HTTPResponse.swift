import Foundation

/// What a transport received: the status line, the headers and the whole body.
///
/// A plain value rather than `HTTPURLResponse`, so transports other than URLSession and test doubles
/// can produce one.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, whatever it is: transports never treat a non-2xx status as a failure.
    public let statusCode: Int
    /// The header fields, names case-insensitive.
    public let headers: HTTPHeaders
    /// The whole body, never longer than the `maximumBodySize` the transport was given.
    public let body: Data
    /// The URL that answered, after any redirects.
    public let url: URL?
    /// The redirects followed to get here, first one first; empty when none was followed.
    public let redirects: [HTTPRedirect]

    /// Transports and test doubles build responses; the defaults make an empty one with no headers,
    /// reached without a redirect.
    public init(
        statusCode: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), url: URL? = nil,
        redirects: [HTTPRedirect] = []
    ) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.url = url
        self.redirects = redirects
    }

    /// Whether the status is in 200...299, the range `HTTPClient` decodes.
    public var isSuccess: Bool { (200...299).contains(statusCode) }
}
