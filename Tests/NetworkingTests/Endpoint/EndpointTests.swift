import Foundation
import StrataNetworking
import Testing

@Suite("Endpoint")
struct EndpointTests {
    private let configuration = NetworkConfiguration(
        baseURL: URL(string: "https://api.example.com/v2/")!,
        defaultHeaders: ["Accept": "application/json", "X-Client": "strata"],
        timeout: .milliseconds(2500)
    )

    @Test("joins the base path and the endpoint path with one slash and keeps the query")
    func buildsURL() throws {
        let endpoint = Endpoint<[String]>(path: "/posts", query: [URLQueryItem(name: "_page", value: "2")])

        let request = try endpoint.makeRequest(with: configuration)

        #expect(request.url?.absoluteString == "https://api.example.com/v2/posts?_page=2")
        #expect(request.httpMethod == "GET")
        #expect(request.timeoutInterval == 2.5)
    }

    @Test("query items of the base URL are kept before the endpoint's own")
    func keepsBaseQuery() throws {
        let configuration = NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:8080/api?key=1")!)
        let endpoint = Endpoint<String>(path: "posts/1", query: [URLQueryItem(name: "q", value: "a b")])

        let request = try endpoint.makeRequest(with: configuration)

        #expect(request.url?.absoluteString == "http://127.0.0.1:8080/api/posts/1?key=1&q=a%20b")
    }

    @Test("endpoint headers override the defaults, and the body and method are carried")
    func carriesHeadersMethodAndBody() throws {
        let endpoint = Endpoint<String>(
            path: "todos", method: .post, headers: ["X-Client": "tests"], body: Data("{}".utf8)
        )

        let request = try endpoint.makeRequest(with: configuration)

        #expect(request.value(forHTTPHeaderField: "X-Client") == "tests")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.httpMethod == "POST")
        #expect(request.httpBody == Data("{}".utf8))
    }

    @Test("header names go out in their usual case, whatever case they were given in, and each once")
    func sendsEachHeaderOnce() throws {
        let endpoint = Endpoint<String>(
            path: "todos", method: .post, headers: ["idempotency-key": "k1", "ACCEPT": "application/problem+json"])

        let request = try endpoint.makeRequest(with: configuration)

        // HTTPHeaders matches names in any case; URLRequest writes them the usual way.
        #expect(
            request.allHTTPHeaderFields
                == ["Idempotency-Key": "k1", "Accept": "application/problem+json", "X-Client": "strata"])
    }

    @Test(
        "a base URL that is not http or https is an invalid URL",
        arguments: ["ftp://example.com", "file:///tmp", "mailto:a@b.c"])
    func rejectsOtherSchemes(base: String) {
        let configuration = NetworkConfiguration(baseURL: URL(string: base)!)

        #expect(throws: NetworkError.self) { try Endpoint<String>(path: "posts").makeRequest(with: configuration) }
    }

    @Test("only GET, HEAD, PUT, DELETE and OPTIONS count as idempotent")
    func idempotentMethods() {
        let idempotent: [HTTPMethod] = [.get, .head, .put, .delete, .options, "get"]
        #expect(idempotent.allSatisfy { $0.isIdempotent })
        #expect(!HTTPMethod.post.isIdempotent)
        #expect(!HTTPMethod.patch.isIdempotent)
    }
}
