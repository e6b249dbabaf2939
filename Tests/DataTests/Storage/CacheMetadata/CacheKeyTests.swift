import Foundation
import StrataDomain
import Testing

@testable import StrataData

@Suite("Cache keys")
struct CacheKeyTests {
    @Test(
        "cache keys name the request the way the API spells it",
        arguments: [
            (CacheKey.postsPage(PageRequest(number: 2, size: 20)), "posts?_page=2&_limit=20"),
            (CacheKey.post(id: 3), "posts/3"),
            (CacheKey.comments(postID: 3), "posts/3/comments"),
            (CacheKey.user(id: 4), "users/4"),
            (CacheKey.todos(ownerID: 5, server: .example), "users/5/todos@http://example.test"),
            (CacheKey.users, "users"),
            (CacheKey.posts(authorID: 6), "users/6/posts"),
            (CacheKey.search(query: "qui"), "posts?q=qui"),
            (CacheKey.albums(ownerID: 7, server: .example), "users/7/albums@http://example.test"),
            (CacheKey.photos(albumID: 8, server: .example), "albums/8/photos@http://example.test"),
        ]
    )
    func keys(key: String, expected: String) {
        #expect(key == expected)
    }

    @Test("a todos list is dated per server: two servers' lists of one owner never share an \"as of\" time")
    func todosPerServer() {
        let other = ServerAddress(baseURL: URL(string: "http://other.test/api")!)

        #expect(CacheKey.todos(ownerID: 5, server: .example) != CacheKey.todos(ownerID: 5, server: other))
    }
}
