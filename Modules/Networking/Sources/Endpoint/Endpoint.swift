import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A description of one HTTP call and the type its response body decodes to.
///
/// Endpoints are plain values: an API is a namespace of functions returning them, and the client turns
/// them into requests against whichever server the configuration names.
public struct Endpoint<Response: Decodable>: Sendable {
    /// The path below the configured base URL, such as `posts/1`.
    public var path: String
    /// The request method; `.get` unless the endpoint changes something on the server.
    public var method: HTTPMethod
    /// Query items, sent after any the base URL carries, in this order, each name and value
    /// percent-encoded per RFC 3986 (a `+` is sent as `%2B`, a space as `%20`).
    public var query: [URLQueryItem]
    /// Headers for this call only; they win over `NetworkConfiguration.defaultHeaders` of the same name,
    /// compared without regard to case as HTTP does.
    public var headers: HTTPHeaders
    /// The request body, already encoded; `nil` sends none.
    public var body: Data?
    /// Whether the response must be JSON: when set, a response whose `Content-Type` names another media
    /// type (an HTML error page, a captive portal) fails as `unexpectedContentType` before decoding.
    public var expectsJSON: Bool

    /// Every argument but `path` has the default of a plain GET that expects JSON.
    public init(
        path: String,
        method: HTTPMethod = .get,
        query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:],
        body: Data? = nil,
        expectsJSON: Bool = true
    ) {
        self.path = path
        self.method = method
        self.query = query
        self.headers = headers
        self.body = body
        self.expectsJSON = expectsJSON
    }

    /// Builds the request this endpoint describes against `configuration`.
    ///
    /// The path is appended to the base URL's own path, so a base of `https://host/api/v2` keeps its
    /// prefix, and query items of the base URL are kept before the endpoint's own. Only `http` and
    /// `https` URLs with a host are accepted.
    public func makeRequest(with configuration: NetworkConfiguration) throws(NetworkError) -> URLRequest {
        let base = configuration.baseURL
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: true) else {
            throw .invalidURL(Redaction().render(base))
        }
        components.path = components.path.droppingTrailing("/") + "/" + path.droppingLeading("/")
        let queryItems = (components.percentEncodedQueryItems ?? []) + query.map(QueryEncoding.percentEncoded)
        components.percentEncodedQueryItems = queryItems.isEmpty ? nil : queryItems
        guard let url = components.url, let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false
        else { throw .invalidURL(components.url.map { Redaction().render($0) } ?? Redaction.mask) }

        var request = URLRequest(url: url, timeoutInterval: configuration.timeout / .seconds(1))
        request.httpMethod = method.rawValue
        request.httpBody = body
        // The endpoint's headers win over the defaults of the same name, in any case.
        for (name, value) in configuration.defaultHeaders.merging(headers).all {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}

extension String {
    fileprivate func droppingTrailing(_ character: Character) -> String {
        var result = self[...]
        while result.last == character { result.removeLast() }
        return String(result)
    }

    fileprivate func droppingLeading(_ character: Character) -> String {
        String(drop(while: { $0 == character }))
    }
}
