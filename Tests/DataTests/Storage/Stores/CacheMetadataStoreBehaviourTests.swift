import Foundation
import StrataDomain
import Testing

@testable import StrataData

@Suite("Cache metadata store")
struct CacheMetadataStoreBehaviourTests {
    @Test(
        "a recorded fetch reads back with its time, and is replaced by the next one")
    func recordsAndReplaces() async throws {
        let store = SQLiteCacheMetadataStore(database: try await emptyStrataDatabase())
        let key = CacheKey.postsPage(.first)
        let first = CacheMetadata(requestKey: key, fetchedAt: Date(timeIntervalSince1970: 100))
        let second = CacheMetadata(requestKey: key, fetchedAt: Date(timeIntervalSince1970: 200))

        try await store.record([first])
        #expect(try await store.metadata(forKey: key) == first)
        try await store.record([second])

        #expect(try await store.metadata(forKey: key) == second)
    }

    @Test("a key that was never recorded has no metadata, whatever others hold")
    func unknownKey() async throws {
        let store = SQLiteCacheMetadataStore(database: try await emptyStrataDatabase())
        try await store.record([CacheMetadata(requestKey: "posts/1", fetchedAt: Date(timeIntervalSince1970: 100))])

        #expect(try await store.metadata(forKey: "posts/2") == nil)
        #expect(try await store.metadata(forKey: "posts/1")?.fetchedAt == Date(timeIntervalSince1970: 100))
    }
}
