import Foundation

/// Assembles an `Endpoint` step by step: the Builder of the design-patterns guide, where it earns its
/// place.
///
/// A plain GET needs nothing but `Endpoint(path:)`. A write is assembled from several concerns (the
/// method, a JSON body and the header that says so, an `Idempotency-Key` spelled as its draft
/// standard spells it, extra query items), and with the initialiser every API wrote those headers
/// again. The builder names each step once, keeps the spelling in one place, and reads in the order
/// a reader thinks of a request; `build()` makes the immutable value the client sends.
public struct EndpointBuilder<Response: Decodable>: Sendable {
    private var endpoint: Endpoint<Response>

    /// Starts a request for `path` below the base URL, with `method` (a GET unless told otherwise).
    public init(_ method: HTTPMethod = .get, _ path: String) {
        endpoint = Endpoint(path: path, method: method)
    }

    /// Adds a query item, after those already added.
    public func query(_ name: String, _ value: String) -> Self {
        changing { $0.query.append(URLQueryItem(name: name, value: value)) }
    }

    /// Adds a numeric query item, such as `_page=2`.
    public func query(_ name: String, _ value: Int) -> Self {
        query(name, String(value))
    }

    /// Sets a header for this call; a later one of the same name, in any case, replaces it.
    public func header(_ name: String, _ value: String) -> Self {
        changing { $0.headers[name] = value }
    }

    /// Sends `body`, already encoded as JSON, and says so with `Content-Type`.
    public func jsonBody(_ body: Data) -> Self {
        changing {
            $0.body = body
            $0.headers["Content-Type"] = "application/json; charset=utf-8"
        }
    }

    /// Marks the call as a repeatable write: `Idempotency-Key` as draft-ietf-httpapi-idempotency-key-header
    /// spells it, a structured-field string, quoted. `key` must need no escaping, as a UUID does not.
    public func idempotencyKey(_ key: String) -> Self {
        header("Idempotency-Key", "\"\(key)\"")
    }

    /// Accepts a response of any media type, for a call whose body is not JSON.
    public func acceptingAnyContentType() -> Self {
        changing { $0.expectsJSON = false }
    }

    /// The endpoint as assembled.
    public func build() -> Endpoint<Response> {
        endpoint
    }

    private func changing(_ change: (inout Endpoint<Response>) -> Void) -> Self {
        var copy = self
        change(&copy.endpoint)
        return copy
    }
}
