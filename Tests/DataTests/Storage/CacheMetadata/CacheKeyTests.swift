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
