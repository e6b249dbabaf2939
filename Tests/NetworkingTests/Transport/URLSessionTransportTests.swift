import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport against a real server on 127.0.0.1, including the misbehaviours that break
/// URLSession on Linux.
@Suite("URLSessionTransport", .serialized)
struct URLSessionTransportTests {
    private func request(_ url: URL, timeout: TimeInterval = 5) -> URLRequest {
        URLRequest(url: url, timeoutInterval: timeout)
    }

    @Test("a GET returns status, headers and the whole body")
    func getsResource() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let response = try await URLSessionTransport().send(request(server.url("posts?_page=1&_limit=2")))

        #expect(response.statusCode == 200)
        #expect(response.headers["x-total-count"] == "100")
        let posts = try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]]
        #expect(posts?.count == 2)
    }

    @Test("a 404 is returned as a response, not thrown: validation is the client's job")
    func returnsErrorStatuses() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let response = try await URLSessionTransport().send(request(server.url("posts/9999")))

        #expect(response.statusCode == 404)
    }

    @Test("a refused connection is a cannotConnect transport failure")
    func refusedConnection() async {
        let error = await #expect(throws: NetworkError.self) {
            try await URLSessionTransport().send(request(URL(string: "http://127.0.0.1:1/posts")!))
        }
        guard case .transport(let failure) = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .cannotConnect)
    }

    @Test("a server that never answers fails at the deadline, not later")
    func enforcesDeadline() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now

        await #expect(throws: NetworkError.timedOut) {
            try await URLSessionTransport().send(request(server.url("posts?_fault=hang"), timeout: 1))
        }

        let elapsed = clock.now - start
        #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(3), "took \(elapsed)")
    }

    @Test("a 401 with a Basic challenge comes back as 401 at once instead of hanging (#5456)")
    func basicChallengeDoesNotHang() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now

        let response = try await URLSessionTransport().send(request(server.url("posts?_fault=basic-401"), timeout: 10))

        #expect(response.statusCode == 401)
        #expect(clock.now - start < .seconds(2))
    }

    @Test("a relative redirect is followed to the right URL")
    func followsRelativeRedirect() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let response = try await URLSessionTransport().send(request(server.url("users/3?_fault=redirect")))

        #expect(response.statusCode == 200)
        #expect(response.url?.path == "/posts/1")
        let post = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        #expect(post?["id"] as? Int == 1)
    }

    @Test("the session keeps no response cache (#3296)")
    func hasNoCache() {
        #expect(
            URLSessionTransport(configure: {
                $0.urlCache = URLCache(memoryCapacity: 1 << 20, diskCapacity: 0, diskPath: nil)
            }).hasResponseCache == false)
    }

    @Test("1000 start-then-cancel races end with no deadlock and no crash (#5412)")
    func survivesCancelRaces() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let transport = URLSessionTransport()
        let url = server.url("posts/1")
        var outcomes: [String: Int] = [:]

        for iteration in 0..<1000 {
            let task = Task { try await transport.send(request(url)) }
            if iteration % 3 == 1 { await Task.yield() }
            task.cancel()
            switch await task.result {
            case .success: outcomes["completed", default: 0] += 1
            case .failure(NetworkError.cancelled): outcomes["cancelled", default: 0] += 1
            case .failure(let error): outcomes["\(error)", default: 0] += 1
            }
        }

        #expect(outcomes.values.reduce(0, +) == 1000)
        #expect(Set(outcomes.keys).isSubset(of: ["completed", "cancelled"]), "\(outcomes)")
        #expect(outcomes["cancelled", default: 0] > 0)
        // The transport still works after the storm.
        #expect(try await transport.send(request(url)).statusCode == 200)
    }
}
