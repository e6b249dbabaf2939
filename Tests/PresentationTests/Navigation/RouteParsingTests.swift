import StrataDomain
import StrataPresentation
import Testing

@Suite("Route parsing")
struct RouteParsingTests {
    @Test(
        "every documented form parses to its screen",
        arguments: [
            ("posts", Route.posts(.list(page: 1))),
            ("posts/", .posts(.list(page: 1))),
            ("posts?page=2", .posts(.list(page: 2))),
            ("posts?page=1000000000", .posts(.list(page: 1_000_000_000))),
            ("posts/17", .posts(.details(postID: 17))),
            ("posts/3/comments", .posts(.comments(postID: 3))),
            ("search", .posts(.search(query: ""))),
            ("search/qui", .posts(.search(query: "qui"))),
            ("search/hello%20world", .posts(.search(query: "hello world"))),
            ("search/a/b", .posts(.search(query: "a/b"))),
            ("users", .users(.list)),
            ("users/2", .users(.profile(userID: 2))),
            ("users/2/posts", .users(.posts(userID: 2))),
            ("users/2/todos", .users(.todos(userID: 2))),
            ("users/2/albums", .users(.albums(userID: 2))),
            ("albums/7/photos", .users(.photos(albumID: 7))),
            ("todos", .todos),
        ]
    )
    func parsesKnownRoutes(text: String, route: Route) throws {
        #expect(try Route(parsing: text) == route)
    }

    @Test("the documented forms are the ones that parse")
    func formsMatchParser() throws {
        let examples = Route.forms.map {
            $0.replacing("ID", with: "3").replacing("=N", with: "=2").replacing("QUERY", with: "q")
        }

        let parsed = try examples.map { try Route(parsing: $0) }

        // Every form parses, each to a route of its own; a count here would have to grow with each screen.
        #expect(parsed.count == Route.forms.count)
        #expect(Set(parsed).count == Route.forms.count)
        #expect(Route.forms.count >= 13)
    }

    @Test(
        "anything else is a parse error, never a fallback",
        arguments: [
            "", "nonsense", "post", "posts/abc", "posts/0", "posts/-1", "posts/1/2/3", "posts/1/likes",
            "search/%20", "search/ ", "users/x", "users/1/photos", "albums", "albums/1", "albums/0/photos",
            "albums/1/posts", "todos/1", "posts?=", "posts?=1", "posts?a&=",
        ]
    )
    func rejectsUnknownRoutes(text: String) {
        #expect(throws: Route.ParseError.self) { try Route(parsing: text) }
    }

    @Test(
        "a page outside PageRequest.numbers is an error naming the bounds",
        arguments: ["0", "-1", "1000000001", "1000000000000000000", "\(Int.max)", "99999999999999999999", "abc", ""]
    )
    func rejectsPagesOutOfBounds(page: String) {
        let error = #expect(throws: Route.ParseError.self) { try Route(parsing: "posts?page=\(page)") }

        #expect(error?.reason == "page must be a whole number from 1 to 1000000000")
        #expect(error?.input == "posts?page=\(page)")
    }

    @Test(
        "an unknown parameter is an error naming it",
        arguments: [
            ("posts?sort=id", "sort"), ("posts?page=2&sort=id", "sort"), ("posts/1?page=2", "page"),
            ("users?page=2", "page"), ("todos?done", "done"), ("search/qui?page=2", "page"),
        ]
    )
    func rejectsUnknownParameters(text: String, parameter: String) {
        let error = #expect(throws: Route.ParseError.self) { try Route(parsing: text) }

        #expect(error?.reason == "unknown parameter '\(parameter)'")
    }

    @Test("the error names the input and lists the forms")
    func errorMessage() {
        let error = #expect(throws: Route.ParseError.self) { try Route(parsing: "nonsense") }

        #expect(error?.description.hasPrefix("Unknown route 'nonsense': expected one of posts, posts?page=N") == true)
    }
}
