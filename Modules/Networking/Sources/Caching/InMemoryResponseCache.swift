import Foundation

/// A `ResponseCache` that lives as long as the process: for tests, tools, and apps without a database.
/// Beyond `capacity` entries the least recently stored one is dropped.
public actor InMemoryResponseCache: ResponseCache {
    private let capacity: Int
    private var entries: [URL: CachedResponse] = [:]
    private var storeOrder: [URL] = []

    /// - Parameter capacity: how many URLs are kept at most.
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// The stored response, or `nil` when none was stored or it has been evicted.
    public func cachedResponse(for url: URL) -> CachedResponse? {
        entries[url]
    }

    /// Replacing an entry counts as storing it anew, so it becomes the last to be evicted.
    public func store(_ response: CachedResponse, for url: URL) {
        if entries.updateValue(response, forKey: url) != nil {
            storeOrder.removeAll { $0 == url }
        }
        storeOrder.append(url)
        if storeOrder.count > capacity {
            entries[storeOrder.removeFirst()] = nil
        }
    }

    /// How many responses are stored.
    public var count: Int { entries.count }
}
