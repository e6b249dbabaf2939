import Foundation
import StrataNetworking
import Testing

@testable import StrataData

/// The app's own query parameters are the ones the redaction allowlist shows, so a verbose log and the
/// HTTP cache stay readable while every other value is masked.
@Suite("JSONPlaceholderAPI and the redaction rule")
struct APIRedactionTests {
    @Test("every query parameter the app sends is one the allowlist shows")
    func ownParametersShown() throws {
        let queries = [
            JSONPlaceholderAPI.posts(page: 2, limit: 10).query, JSONPlaceholderAPI.searchPosts(query: "sunt").query,
            JSONPlaceholderAPI.todosProbe().query,
        ]
        let names = Set(queries.flatMap { $0.map(\.name) })

        #expect(names == ["_page", "_limit", "q"])
        #expect(names.allSatisfy(Redaction().isHarmlessQueryName))
        let url = try #require(URL(string: "http://h/posts?_page=2&_limit=10&q=sunt"))
        #expect(Redaction().render(url) == "http://h/posts?_page=2&_limit=10&q=sunt")
    }
}
