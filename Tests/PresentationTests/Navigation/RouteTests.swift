import StrataPresentation
import Testing

@Suite("Route")
struct RouteTests {
    @Test(
        "every documented form parses to its screen",
        arguments: [
            ("posts", Route.posts(.list(page: 1))),
            ("posts/", .posts(.list(page: 1))),
            ("posts?page=2", .posts(.list(page: 2))),
            ("posts/17", .posts(.details(postID: 17))),
            ("posts/3/comments", .posts(.comments(postID: 3))),
            ("search/qui", .posts(.search(query: "qui"))),
            ("search/hello%20world", .posts(.search(query: "hello world"))),
            ("users", .users(.list)),
            ("users/2", .users(.profile(userID: 2))),
            ("users/2/posts", .users(.posts(userID: 2))),
            ("users/2/todos", .users(.todos(userID: 2))),
            ("todos", .todos),
        ]
    )
    func parsesKnownRoutes(text: String, route: Route) throws {
        #expect(try Route(parsing: text) == route)
    }

    @Test(
        "anything else is a parse error, never a fallback",
        arguments: [
            "", "nonsense", "post", "posts/abc", "posts/0", "posts/1/2/3", "posts/1/likes", "posts?page=0",
            "posts?page=x", "posts?sort=id", "posts/1?page=2", "search", "search/%20", "users/x", "users/1/albums",
            "todos/1", "users?page=2", "posts?=", "posts?=1", "posts?a&=",
        ]
    )
    func rejectsUnknownRoutes(text: String) {
        #expect(throws: Route.ParseError.self) { try Route(parsing: text) }
    }

    @Test("the error names the input and lists the forms")
    func errorMessage() {
        let error = #expect(throws: Route.ParseError.self) { try Route(parsing: "nonsense") }
        #expect(error?.description.hasPrefix("Unknown route 'nonsense': expected one of posts, posts?page=N") == true)
    }
}
