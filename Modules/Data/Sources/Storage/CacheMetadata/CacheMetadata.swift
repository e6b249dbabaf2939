import Foundation

/// What is known about the last successful fetch of one request: when it happened, to show "as of <time>"
/// beside a stored copy. Conditional requests do not use it; `SQLiteResponseCache` keeps their ETags.
public struct CacheMetadata: Hashable, Sendable {
    /// The request it describes, such as `posts?_page=1&_limit=10`; see `CacheKey`.
    public let requestKey: String
    /// When the server last answered this request, for the "as of" time shown with a stored copy.
    public let fetchedAt: Date
    /// Reserved and unused: the app records `nil`. Conditional requests keep their tags in `http_responses`.
    public let etag: String?

    /// Built by the offline-first reader after each successful fetch, with `etag` left `nil`.
    public init(requestKey: String, fetchedAt: Date, etag: String?) {
        self.requestKey = requestKey
        self.fetchedAt = fetchedAt
        self.etag = etag
    }
}
