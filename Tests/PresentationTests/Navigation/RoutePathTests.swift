import StrataPresentation
import Testing

@Suite("Route.path")
struct RoutePathTests {
    @Test(
        "every route's path parses back to the same route",
        arguments: [
            Route.posts(.list(page: 1)), .posts(.list(page: 2)), .posts(.list(page: 1_000_000_000)),
            .posts(.details(postID: 17)), .posts(.comments(postID: 3)), .posts(.search(query: "qui")),
            .users(.list), .users(.profile(userID: 2)), .users(.posts(userID: 2)), .users(.todos(userID: 2)), .todos,
            .users(.albums(userID: 2)), .users(.photos(albumID: 7)),
        ]
    )
    func roundTrips(route: Route) throws {
        #expect(try Route(parsing: route.path) == route)
    }

    @Test("every registered form, with sample values, parses to a route whose path is that same text")
    func everyFormRoundTrips() throws {
        for form in Route.forms {
            let sample = form.replacing("ID", with: "7").replacing("=N", with: "=2").replacing("QUERY", with: "q")

            let route = try Route(parsing: sample)

            #expect(route.path == sample, "\(form)")
        }
    }

    @Test(
        "a search query survives the round trip whatever it holds",
        arguments: [
            "hello world", " padded ", "a+b", "1 + 1 = 2", "a/b", "//", "100%", "%20", "%2F", "a?b", "a&b=c", "#tag",
            "élan vital", "東京", "🙂 smile", "tab\there", "..", "line\nbreak",
        ]
    )
    func searchQueriesRoundTrip(query: String) throws {
        let route = Route.posts(.search(query: query))

        #expect(try Route(parsing: route.path) == route)
    }

    @Test("paths read as they are typed")
    func readablePaths() {
        #expect(Route.posts(.list(page: 1)).path == "posts")
        #expect(Route.posts(.list(page: 3)).path == "posts?page=3")
        #expect(Route.posts(.search(query: "hello world")).path == "search/hello%20world")
        #expect(Route.users(.todos(userID: 4)).path == "users/4/todos")
    }
}
