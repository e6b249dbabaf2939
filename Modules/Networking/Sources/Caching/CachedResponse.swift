import Foundation

/// A response kept for revalidation: the body and headers of a `200` together with the entity tag that
/// lets the server answer `304 Not Modified` instead of sending the body again.
public struct CachedResponse: Hashable, Sendable {
    /// The `ETag` the server sent, quotes and any `W/` prefix included, as `If-None-Match` needs it.
    public let entityTag: String
    /// The body exactly as the server sent it, undecoded, so a `304` can be decoded like a fresh `200`.
    public let body: Data
    /// The headers of the stored response, updated by those of each `304` that confirms it.
    public let headers: HTTPHeaders
    /// When the server last confirmed this body, by sending it or by answering `304`.
    public let storedAt: Date

    /// Built by `HTTPClient` from a tagged `200` or a `304` that confirms it, and by caches that read
    /// entries back from their storage.
    public init(entityTag: String, body: Data, headers: HTTPHeaders, storedAt: Date) {
        self.entityTag = entityTag
        self.body = body
        self.headers = headers
        self.storedAt = storedAt
    }
}
