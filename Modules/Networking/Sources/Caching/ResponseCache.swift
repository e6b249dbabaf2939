import Foundation

/// Where `HTTPClient` keeps the last body of each URL with its `ETag`, so that it can send
/// `If-None-Match` and serve the stored body when the server answers `304 Not Modified`.
///
/// The cache is keyed by the request URL, so one cache serves one user: give each signed-in session its
/// own. A store that cannot read or write (a full disk, a locked database) answers `nil` and drops the
/// write; the client then behaves as if nothing were cached, so a cache failure never fails a call.
public protocol ResponseCache: Sendable {
    /// The stored response for `url`, if any.
    func cachedResponse(for url: URL) async -> CachedResponse?

    /// Stores or replaces the response for `url`.
    func store(_ response: CachedResponse, for url: URL) async
}
