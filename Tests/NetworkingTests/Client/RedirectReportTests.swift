import Foundation
import StrataNetworking
import Testing

/// A redirect that leaves the base URL is reported with the 3xx that sent the request away and the
/// place it pointed to, never the status of the answer found there: the message names the real cause.
@Suite("Redirect report")
struct RedirectReportTests {
    private struct Post: Decodable {
        let id: Int
    }

    @Test(
        "a followed read that ends outside the base URL reports the 302 that left it, not the final 200",
        arguments: TransportKind.shipped)
    func reportsTheRedirectStatus(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        // The server answers any path with `_fault=redirect` by a 302 to /posts/1, outside /api.
        let client = HTTPClient(configuration: NetworkConfiguration(baseURL: server.url("api")), transport: kind.make())
        let endpoint = Endpoint<Post>(path: "users/3", query: [URLQueryItem(name: "_fault", value: "redirect")])

        await #expect(throws: NetworkError.redirected(status: 302, location: server.url("posts/1").absoluteString)) {
            try await client.value(of: endpoint)
        }
    }

    @Test("in a chain of redirects, the one that left the base URL is reported, with where it pointed")
    func reportsTheHopThatLeft() async {
        let base = NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9/api")!)
        let chain = [
            HTTPRedirect(status: 301, location: URL(string: "http://127.0.0.1:9/api/v2/posts/1")!),
            HTTPRedirect(status: 307, location: URL(string: "http://other.example/posts/1")!),
            HTTPRedirect(status: 302, location: URL(string: "http://third.example/p/1")!),
        ]
        let transport = StubTransport(
            .success(
                HTTPResponse(
                    statusCode: 200, body: Data(#"{"id": 1}"#.utf8), url: URL(string: "http://third.example/p/1")!,
                    redirects: chain)))
        let client = HTTPClient(configuration: base, transport: transport, clock: FakeClock())

        await #expect(throws: NetworkError.redirected(status: 307, location: "http://other.example/posts/1")) {
            try await client.value(of: Endpoint<Post>(path: "posts/1"))
        }
    }

    @Test("an answer from outside the base URL with no redirect on record says no status rather than a wrong one")
    func unknownStatusIsNotGuessed() async {
        let base = NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!)
        let transport = StubTransport(
            .success(HTTPResponse(statusCode: 200, body: Data("{}".utf8), url: URL(string: "http://other.example/x")!)))
        let client = HTTPClient(configuration: base, transport: transport, clock: FakeClock())

        let error = await #expect(throws: NetworkError.self) {
            try await client.value(of: Endpoint<Post>(path: "x"))
        }

        #expect(error == .redirected(status: nil, location: "http://other.example/x"))
        #expect(
            error?.description.hasPrefix("The server redirected the request to http://other.example/x;") == true,
            "\(String(describing: error))")
    }
}
