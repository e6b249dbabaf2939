import Foundation

/// What is known about the last successful fetch of one request: when it happened, and the ETag the
/// server sent with it, to ask "has it changed?" next time and to show "as of <time>" when offline.
public struct CacheMetadata: Hashable, Sendable {
    /// The request it describes, such as `posts?_page=1&_limit=10`; see `CacheKey`.
    public let requestKey: String
    public let fetchedAt: Date
    public let etag: String?

    public init(requestKey: String, fetchedAt: Date, etag: String?) {
        self.requestKey = requestKey
        self.fetchedAt = fetchedAt
        self.etag = etag
    }
}
