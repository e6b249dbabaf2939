import Foundation
import StrataNetworking
import Testing

@Suite("Pagination")
struct PaginationTests {
    @Test("reads the total count and every relation of a json-server Link header")
    func readsHeaders() {
        let headers = HTTPHeaders([
            "x-total-count": "100",
            "LINK": """
            <http://h/posts?_page=1&_limit=10>; rel="first", <http://h/posts?_page=1&_limit=10>; rel="prev", \
            <http://h/posts?_page=3&_limit=10>; rel="next", <http://h/posts?_page=10&_limit=10>; rel="last"
            """,
        ])

        let pagination = Pagination(headers: headers)

        #expect(pagination.totalCount == 100)
        #expect(pagination.next?.absoluteString == "http://h/posts?_page=3&_limit=10")
        #expect(pagination.previous?.absoluteString == "http://h/posts?_page=1&_limit=10")
        #expect(pagination.last?.absoluteString == "http://h/posts?_page=10&_limit=10")
    }

    @Test("a link with several relation types gets each of them")
    func multipleRelations() {
        let links = Pagination(headers: HTTPHeaders(["Link": #"<https://h/p?page=2>; title="x"; rel="next last""#]))
            .links
        #expect(links["next"]?.absoluteString == "https://h/p?page=2")
        #expect(links["last"]?.absoluteString == "https://h/p?page=2")
    }

    @Test("missing or malformed headers leave the parts empty", arguments: ["", "garbage", "<>; rel=", "<http://h/x>"])
    func malformedLinks(value: String) {
        let pagination = Pagination(headers: HTTPHeaders(["Link": value, "X-Total-Count": "many"]))
        #expect(pagination.totalCount == nil)
        #expect(pagination.next == nil)
    }
}
