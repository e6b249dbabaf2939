@testable import StrataData

/// A working cache-metadata store in memory, held to the same contract as `SQLiteCacheMetadataStore`.
actor InMemoryCacheMetadataStore: CacheMetadataStore {
    private var entries: [String: CacheMetadata] = [:]

    func record(_ recorded: [CacheMetadata]) {
        for metadata in recorded { entries[metadata.requestKey] = metadata }
    }

    func metadata(forKey requestKey: String) -> CacheMetadata? {
        entries[requestKey]
    }
}
