import Foundation

/// What is known about the last successful fetch of one request: when it happened, to show "as of <time>"
/// beside a stored copy. Conditional requests do not use it; `SQLiteResponseCache` keeps their ETags.
struct CacheMetadata: Hashable, Sendable {
    /// The request it describes, such as `posts?_page=1&_limit=10`; see `CacheKey`.
    let requestKey: String
    /// When the server last answered this request, for the "as of" time shown with a stored copy.
    let fetchedAt: Date
}
