import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The promises of `HTTPTransport`, checked for every transport Strata ships against a real server on
/// 127.0.0.1 that misbehaves on request.
@Suite("HTTPTransport", .onDedicatedThread, .timeLimit(.minutes(2)))
struct HTTPTransportTests {
    let clock = ContinuousClock()

    func request(_ url: URL, method: String = "GET", body: String? = nil, timeout: TimeInterval = 60)
        -> URLRequest
    {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("a GET returns status, headers and the whole body", arguments: TransportKind.shipped)
    func getsResource(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()

        let response = try await kind.make().send(request(server.url("posts?_page=1&_limit=2")))

        #expect(response.statusCode == 200)
        #expect(response.headers["x-total-count"] == "100")
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(response.url == server.url("posts?_page=1&_limit=2"))
        let posts = try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]]
        #expect(posts?.count == 2)
    }

    @Test(
        "a 404 is returned as a response, not thrown: validation is the client's job", arguments: TransportKind.shipped)
    func returnsErrorStatuses(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()

        let response = try await kind.make().send(request(server.url("posts/9999")))

        #expect(response.statusCode == 404)
    }

    @Test("every method is sent with its body", arguments: TransportKind.shipped)
    func sendsMethodsAndBodies(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        let transport = kind.make()

        let created = try await transport.send(request(server.url("posts"), method: "POST", body: #"{"title":"new"}"#))
        let replaced = try await transport.send(
            request(server.url("posts/1"), method: "PUT", body: #"{"title":"put"}"#))
        let patched = try await transport.send(
            request(server.url("posts/1"), method: "PATCH", body: #"{"title":"patch"}"#))
        let deleted = try await transport.send(request(server.url("posts/1"), method: "DELETE"))
        let head = try await transport.send(request(server.url("posts/1"), method: "HEAD"))

        #expect(created.statusCode == 201)
        #expect(try json(created.body)["title"] as? String == "new")
        #expect(try json(replaced.body)["title"] as? String == "put")
        #expect(try json(replaced.body)["body"] == nil, "PUT replaces the record")
        #expect(try json(patched.body)["title"] as? String == "patch")
        #expect(try json(patched.body)["body"] != nil, "PATCH merges into the record")
        #expect(deleted.statusCode == 200)
        #expect(head.statusCode == 200 && head.body.isEmpty)
    }

    @Test("a refused connection is a cannotConnect transport failure", arguments: TransportKind.shipped)
    func refusedConnection(kind: TransportKind) async {
        let error = await #expect(throws: NetworkError.self) {
            try await kind.make().send(request(URL(string: "http://127.0.0.1:1/posts")!))
        }
        guard case .transport(let failure) = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .cannotConnect)
    }

    // Deadlines are asserted from below, where a loaded machine cannot break them (a timer never fires
    // early), and from above only against a hang. How closely they are kept is measured alone, outside
    // the parallel suite, by Scripts/measure-idle-cpu.sh (3 s within 2.9–3.5 s, and 0.5 s within 0.45–0.95 s).

    @Test("a server that never answers fails at the deadline, not later", arguments: TransportKind.shipped)
    func enforcesDeadline(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        let start = clock.now

        await #expect(throws: NetworkError.timedOut) {
            try await kind.make().send(request(server.url("posts?_fault=hang"), timeout: 1))
        }

        let elapsed = clock.now - start
        // No upper bound: a timeout that never fired is a hang, which the suite's time limit ends.
        #expect(elapsed >= .milliseconds(950), "took \(elapsed)")
    }

    @Test(
        "a fractional deadline is neither cut to whole seconds nor dropped",
        arguments: TransportKind.shipped, [0.25, 1.5])
    func fractionalDeadline(kind: TransportKind, seconds: Double) async throws {
        let server = try SharedTestServer.get()
        let start = clock.now

        await #expect(throws: NetworkError.timedOut) {
            try await kind.make().send(request(server.url("posts?_fault=hang"), timeout: seconds))
        }

        // Cut to whole seconds, 1.5 s would end after 1 s, and 0.25 s would end at once (URLSession) or
        // never (curl, where 0 means no timeout; the suite's time limit ends that run).
        let elapsed = clock.now - start
        #expect(elapsed >= .seconds(seconds) - .milliseconds(50), "took \(elapsed)")
    }

    @Test(
        "a slow drip that outlasts the deadline fails at the deadline, bytes or not", arguments: TransportKind.shipped)
    func deadlineCoversTheBody(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        let start = clock.now

        await #expect(throws: NetworkError.timedOut) {
            try await kind.make().send(request(server.url("posts/1?_fault=drip:0.1"), timeout: 1))
        }

        let elapsed = clock.now - start
        // No upper bound: a timeout that never fired is a hang, which the suite's time limit ends.
        #expect(elapsed >= .milliseconds(950), "took \(elapsed)")
    }

    @Test("a slow drip within the deadline delivers the whole body", arguments: TransportKind.shipped)
    func slowDrip(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()

        let response = try await kind.make().send(request(server.url("posts/1?_fault=drip:0.02")))

        #expect(response.statusCode == 200)
        #expect(try json(response.body)["id"] as? Int == 1)
    }

    @Test("headers that arrive late but within the deadline are waited for", arguments: TransportKind.shipped)
    func delayedHeaders(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        let start = clock.now

        let response = try await kind.make().send(request(server.url("posts/1?_fault=delay:0.5")))

        #expect(response.statusCode == 200)
        #expect(clock.now - start >= .milliseconds(450))
    }
}
