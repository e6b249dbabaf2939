import Foundation
import StrataNetworking
import Testing

@Suite("Conditional requests")
struct ConditionalRequestTests {
    private struct Item: Decodable, Equatable {
        let id: Int
    }

    private let configuration = NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!)
    private let url = URL(string: "http://127.0.0.1:9/items/1")!

    @Test("a tagged 200 is stored, the next GET carries If-None-Match, and a 304 serves the stored body")
    func revalidates() async throws {
        let cache = InMemoryResponseCache()
        let transport = StubTransport([
            .success(.json(status: 200, #"{"id": 1}"#, headers: ["ETag": #""v1""#, "X-Total-Count": "1"])),
            .success(HTTPResponse(statusCode: 304, headers: HTTPHeaders(["ETag": #""v1""#, "X-Total-Count": "2"]))),
        ])
        let client = HTTPClient(configuration: configuration, transport: transport, cache: cache)

        let first = try await client.send(Endpoint<Item>(path: "items/1"))
        let second = try await client.send(Endpoint<Item>(path: "items/1"))

        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") } == [nil, #""v1""#])
        #expect(first.value == Item(id: 1) && !first.isNotModified)
        #expect(second.value == Item(id: 1) && second.isNotModified)
        #expect(second.pagination.totalCount == 2, "headers of the 304 update the stored ones")
        #expect(second.headers["Content-Type"] == "application/json; charset=utf-8")
    }

    @Test("a changed resource replaces the stored body and tag")
    func replaces() async throws {
        let cache = InMemoryResponseCache()
        let transport = StubTransport([
            .success(.json(status: 200, #"{"id": 1}"#, headers: ["ETag": #""v1""#])),
            .success(.json(status: 200, #"{"id": 2}"#, headers: ["ETag": #""v2""#])),
        ])
        let client = HTTPClient(configuration: configuration, transport: transport, cache: cache)

        _ = try await client.value(of: Endpoint<Item>(path: "items/1"))
        let second = try await client.value(of: Endpoint<Item>(path: "items/1"))

        #expect(second == Item(id: 2))
        #expect(await cache.cachedResponse(for: url)?.entityTag == #""v2""#)
        #expect(await cache.cachedResponse(for: url)?.body == Data(#"{"id": 2}"#.utf8))
    }

    @Test("nothing is stored without an ETag, for a body that does not decode, or for a POST")
    func storesOnlyUsableTaggedGets() async throws {
        let cache = InMemoryResponseCache()
        let untagged = HTTPClient(
            configuration: configuration, transport: StubTransport(status: 200, json: #"{"id": 1}"#), cache: cache)
        let undecodable = HTTPClient(
            configuration: configuration,
            transport: StubTransport(status: 200, json: #"{"id": "x"}"#, headers: ["ETag": #""v1""#]), cache: cache)
        let post = HTTPClient(
            configuration: configuration,
            transport: StubTransport(status: 200, json: #"{"id": 1}"#, headers: ["ETag": #""v1""#]), cache: cache)

        _ = try await untagged.value(of: Endpoint<Item>(path: "items/1"))
        _ = try? await undecodable.value(of: Endpoint<Item>(path: "items/1"))
        _ = try await post.value(of: Endpoint<Item>(path: "items/1", method: .post))

        #expect(await cache.count == 0)
    }

    @Test("a 304 with nothing stored is an error, not an empty success")
    func unexpectedNotModified() async {
        let client = HTTPClient(
            configuration: configuration, transport: StubTransport(.success(HTTPResponse(statusCode: 304))),
            cache: InMemoryResponseCache())

        await #expect(throws: NetworkError.httpStatus(code: 304, body: Data())) {
            try await client.value(of: Endpoint<Item>(path: "items/1"))
        }
    }

    @Test("the in-memory cache drops the oldest entry beyond its capacity")
    func evicts() async {
        let cache = InMemoryResponseCache(capacity: 2)
        let entry = CachedResponse(entityTag: #""t""#, body: Data(), headers: HTTPHeaders(), storedAt: Date())
        let urls = (1...3).map { URL(string: "http://h/\($0)")! }

        for url in urls { await cache.store(entry, for: url) }
        await cache.store(entry, for: urls[1])

        #expect(await cache.count == 2)
        #expect(await cache.cachedResponse(for: urls[0]) == nil)
        #expect(await cache.cachedResponse(for: urls[2]) == entry)
    }
}
