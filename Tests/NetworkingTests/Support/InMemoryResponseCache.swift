import Foundation
import StrataNetworking

/// A working `ResponseCache` in memory, for the client's tests: beyond `capacity` entries the least
/// recently stored one is dropped. The app keeps its responses in SQLite (StrataData).
actor InMemoryResponseCache: ResponseCache {
    private let capacity: Int
    private var entries: [URL: CachedResponse] = [:]
    private var storeOrder: [URL] = []

    /// - Parameter capacity: how many URLs are kept at most.
    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// The stored response, or `nil` when none was stored or it has been evicted.
    func cachedResponse(for url: URL) -> CachedResponse? {
        entries[url]
    }

    /// Replacing an entry counts as storing it anew, so it becomes the last to be evicted.
    func store(_ response: CachedResponse, for url: URL) {
        if entries.updateValue(response, forKey: url) != nil {
            storeOrder.removeAll { $0 == url }
        }
        storeOrder.append(url)
        if storeOrder.count > capacity {
            entries[storeOrder.removeFirst()] = nil
        }
    }

    /// How many responses are stored.
    var count: Int { entries.count }
}
