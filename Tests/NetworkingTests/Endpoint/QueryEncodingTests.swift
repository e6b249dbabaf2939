import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

@Suite("Query encoding")
struct QueryEncodingTests {
    @Test("query values are encoded per RFC 3986: a plus is %2B and a space %20, never a bare '+'")
    func rfc3986() throws {
        let endpoint = Endpoint<EmptyResponse>(
            path: "posts", query: [URLQueryItem(name: "q", value: "sunt+aut facere&x=1/é")])
        let configuration = NetworkConfiguration(baseURL: try #require(URL(string: "http://127.0.0.1:1/api?k=v")))

        let url = try endpoint.makeRequest(with: configuration).url?.absoluteString

        #expect(url == "http://127.0.0.1:1/api/posts?k=v&q=sunt%2Baut%20facere%26x%3D1%2F%C3%A9")
    }

    @Test("the server reads back exactly the text that was sent")
    func roundTrip() async throws {
        let server = try SharedTestServer.get()
        let client = HTTPClient(configuration: NetworkConfiguration(baseURL: server.baseURL))
        struct Post: Decodable, Sendable { let id: Int }

        let plus = try await client.value(
            of: Endpoint<[Post]>(path: "posts", query: [URLQueryItem(name: "q", value: "+")]))
        let space = try await client.value(
            of: Endpoint<[Post]>(path: "posts", query: [URLQueryItem(name: "q", value: "sunt aut")]))

        #expect(plus.isEmpty, "no post contains a plus sign")
        #expect(!space.isEmpty)
    }
}
