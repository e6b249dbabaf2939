import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The transport promises, continued: bodies too large or cut short, challenges, redirects,
/// cancellation and concurrency.
extension HTTPTransportTests {
    @Test("a body over the limit is refused as responseTooLarge", arguments: TransportKind.shipped)
    func refusesOversizedBody(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()

        await #expect(throws: NetworkError.responseTooLarge(limit: 100_000)) {
            try await kind.make().send(request(server.url("posts?_fault=oversize:200000")), maximumBodySize: 100_000)
        }
        let fits = try await kind.make().send(
            request(server.url("posts?_fault=oversize:50000")), maximumBodySize: 100_000)
        #expect(fits.body.count >= 50_000)
    }

    @Test("a body cut short by a reset is a lost connection, not a short success", arguments: TransportKind.shipped)
    func truncatedBody(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()

        let error = await #expect(throws: NetworkError.self) {
            try await kind.make().send(request(server.url("posts?_fault=truncate")))
        }

        guard case .transport(let failure) = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        #expect(failure.kind == .connectionLost)
    }

    @Test(
        "a 401 with a Basic challenge comes back as 401, not at the timeout (#5456)", arguments: TransportKind.shipped)
    func basicChallengeDoesNotHang(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()

        let response = try await kind.make().send(request(server.url("posts?_fault=basic-401"), timeout: 30))

        // Waiting for credentials would end at the 30 s timeout, which throws. Within a second is measured
        // alone, outside the parallel suite, by Scripts/measure-idle-cpu.sh.
        #expect(response.statusCode == 401)
    }

    @Test("a relative redirect is followed to the right URL", arguments: TransportKind.shipped)
    func followsRelativeRedirect(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()

        let response = try await kind.make().send(request(server.url("users/3?_fault=redirect")))

        #expect(response.statusCode == 200)
        #expect(response.url?.path == "/posts/1")
        #expect(try json(response.body)["id"] as? Int == 1)
    }

    @Test(
        "a redirect of a write is handed back, never followed: a POST is not re-sent as a GET",
        arguments: TransportKind.shipped)
    func writeRedirectIsNotFollowed(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()

        let response = try await kind.make().send(
            request(server.url("todos?_fault=redirect"), method: "POST", body: #"{"title":"x","userId":1}"#))

        #expect(response.statusCode == 302)
        #expect(response.headers["Location"] == "/posts/1")
    }

    @Test("cancelling the task ends a waiting request at once", arguments: TransportKind.shipped)
    func cancelsPromptly(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        let transport = kind.make()
        let hanging = request(server.url("posts?_fault=hang"), timeout: 30)

        let result = await withTaskGroup(of: Result<HTTPResponse, NetworkError>.self) { group in
            group.addTask {
                do throws(NetworkError) {
                    return .success(try await transport.send(hanging))
                } catch {
                    return .failure(error)
                }
            }
            try? await Task.sleep(for: .milliseconds(300))
            group.cancelAll()
            return await group.next()
        }

        // Not waiting for cancellation would end at the 30 s timeout, timed out rather than cancelled.
        #expect(throws: NetworkError.cancelled) { try result?.get() }
    }

    @Test("concurrent requests all complete on one transport", arguments: TransportKind.shipped)
    func concurrentRequests(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        let transport = kind.make()
        let requests = (1...20).map { request(server.url("posts/\($0)")) }

        let ids = try await withThrowingTaskGroup(of: Int?.self) { group in
            for request in requests {
                group.addTask {
                    let body = try await transport.send(request).body
                    return (try JSONSerialization.jsonObject(with: body) as? [String: Any])?["id"] as? Int
                }
            }
            return try await group.reduce(into: Set<Int>()) { if let id = $1 { $0.insert(id) } }
        }

        #expect(ids == Set(1...20))
    }
}
