import Foundation
import StrataDomain
import Testing

@testable import StrataData

@Suite("SQLite cache metadata store")
struct SQLiteCacheMetadataStoreTests {
    @Test("a recorded fetch reads back with its time and ETag, and is replaced by the next one")
    func recordsAndReplaces() async throws {
        let store = SQLiteCacheMetadataStore(database: try await emptyStrataDatabase())
        let key = CacheKey.postsPage(.first)
        let first = CacheMetadata(requestKey: key, fetchedAt: Date(timeIntervalSince1970: 100), etag: "\"v1\"")
        let second = CacheMetadata(requestKey: key, fetchedAt: Date(timeIntervalSince1970: 200), etag: nil)

        try await store.record(first)
        #expect(try await store.metadata(forKey: key) == first)
        try await store.record(second)

        #expect(try await store.metadata(forKey: key) == second)
    }

    @Test("an unknown or removed key has no metadata")
    func unknownAndRemoved() async throws {
        let store = SQLiteCacheMetadataStore(database: try await emptyStrataDatabase())
        try await store.record(CacheMetadata(requestKey: "posts/1", fetchedAt: Date(), etag: "e"))

        try await store.removeMetadata(forKey: "posts/1")

        #expect(try await store.metadata(forKey: "posts/1") == nil)
        #expect(try await store.metadata(forKey: "posts/2") == nil)
    }

    @Test(
        "cache keys name the request the way the API spells it",
        arguments: [
            (CacheKey.postsPage(PageRequest(number: 2, size: 20)), "posts?_page=2&_limit=20"),
            (CacheKey.post(id: 3), "posts/3"),
            (CacheKey.comments(postID: 3), "posts/3/comments"),
            (CacheKey.user(id: 4), "users/4"),
            (CacheKey.todos(ownerID: 5), "users/5/todos"),
            (CacheKey.users, "users"),
            (CacheKey.posts(authorID: 6), "users/6/posts"),
            (CacheKey.search(query: "qui"), "posts?q=qui"),
        ]
    )
    func keys(key: String, expected: String) {
        #expect(key == expected)
    }
}
