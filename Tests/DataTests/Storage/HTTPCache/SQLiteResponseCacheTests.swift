import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

@testable import StrataData

@Suite("SQLiteResponseCache")
struct SQLiteResponseCacheTests {
    private let url = URL(string: "http://127.0.0.1:9/posts/1")!

    @Test("a stored response comes back with its ETag, body and headers; a new one replaces it")
    func roundTrips() async throws {
        let cache = SQLiteResponseCache(database: try await emptyStrataDatabase())
        let first = CachedResponse(
            entityTag: "\"a\"", body: Data("{\"id\":1}".utf8),
            headers: HTTPHeaders(["Content-Type": "application/json"]),
            storedAt: Date(timeIntervalSince1970: 100))
        let second = CachedResponse(
            entityTag: "\"b\"", body: Data("{\"id\":2}".utf8), headers: HTTPHeaders(),
            storedAt: Date(timeIntervalSince1970: 200))

        await cache.store(first, for: url)
        let read = await cache.cachedResponse(for: url)
        await cache.store(second, for: url)

        #expect(read == first)
        #expect(await cache.cachedResponse(for: url) == second)
        #expect(await cache.cachedResponse(for: URL(string: "http://127.0.0.1:9/posts/2")!) == nil)
    }

    @Test("with the cache, a second GET carries If-None-Match and a 304 serves the stored body")
    func conditionalRequestAgainstServer() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let cache = SQLiteResponseCache(database: try await emptyStrataDatabase())
        let client = HTTPClient(configuration: NetworkConfiguration(baseURL: server.baseURL), cache: cache)

        let first = try await client.send(JSONPlaceholderAPI.post(id: 1))
        let second = try await client.send(JSONPlaceholderAPI.post(id: 1))

        #expect(first.isNotModified == false)
        #expect(second.isNotModified)
        #expect(second.value == first.value)
    }
}
