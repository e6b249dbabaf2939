import Foundation
import StrataNetworking
import Testing

@Suite("EndpointBuilder")
struct EndpointBuilderTests {
    private let configuration = NetworkConfiguration(
        baseURL: URL(string: "https://api.example.com/v2")!, defaultHeaders: ["Content-Type": "text/plain"])

    @Test("a write assembles method, query, JSON body and idempotency key into the request the client sends")
    func assemblesAWrite() throws {
        let endpoint = EndpointBuilder<String>(.patch, "todos/7")
            .query("_fields", "title")
            .query("_limit", 1)
            .idempotencyKey("4F9C")
            .jsonBody(Data(#"{"title":"a"}"#.utf8))
            .build()

        let request = try endpoint.makeRequest(with: configuration)

        #expect(request.httpMethod == "PATCH")
        #expect(request.url?.absoluteString == "https://api.example.com/v2/todos/7?_fields=title&_limit=1")
        #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == #""4F9C""#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        #expect(request.httpBody == Data(#"{"title":"a"}"#.utf8))
        #expect(endpoint.expectsJSON)
    }

    @Test("with no steps it is the plain GET the initialiser makes, and a later header of a name wins")
    func defaultsAndOverrides() {
        let plain = EndpointBuilder<String>(.get, "posts").build()
        let overridden = EndpointBuilder<String>(.get, "posts")
            .header("x-client", "one").header("X-Client", "two").acceptingAnyContentType().build()

        #expect(plain.path == "posts" && plain.method == .get && plain.query.isEmpty && plain.body == nil)
        #expect(plain.headers == [:] && plain.expectsJSON)
        #expect(overridden.headers == ["X-Client": "two"])
        #expect(!overridden.expectsJSON)
    }
}
