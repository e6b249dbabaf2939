import StrataPresentation
import Testing

@Suite("Route")
struct RouteTests {
    @Test(
        "known routes parse to their screens",
        arguments: [
            ("posts", Route.posts(page: 1)),
            ("posts/", .posts(page: 1)),
            ("posts?page=2", .posts(page: 2)),
            ("posts/17", .post(id: 17)),
        ]
    )
    func parsesKnownRoutes(text: String, route: Route) throws {
        #expect(try Route(parsing: text) == route)
    }

    @Test(
        "anything else is a parse error, never a fallback",
        arguments: [
            "", "nonsense", "post", "posts/abc", "posts/0", "posts/1/2/3", "posts?page=0", "posts?page=x",
            "posts?sort=id", "posts/1?page=2",
        ]
    )
    func rejectsUnknownRoutes(text: String) {
        #expect(throws: Route.ParseError.self) { try Route(parsing: text) }
    }
}
