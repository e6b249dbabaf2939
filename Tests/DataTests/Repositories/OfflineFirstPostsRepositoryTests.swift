import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// The read policy against a real (in-memory) store and a fake server: cache hit, cache miss, network
/// failure with and without a stored copy, and a fresh answer replacing the stored one.
@Suite("OfflineFirstPostsRepository")
struct OfflineFirstPostsRepositoryTests {
    let clock = Date(timeIntervalSince1970: 1_700_000_000)

    func makeRepository(
        _ source: FakePostsDataSource,
        database: StrataDatabase,
        isOffline: Bool = false
    ) -> OfflineFirstPostsRepository {
        let now = clock
        return OfflineFirstPostsRepository(
            remote: source,
            posts: SQLitePostsStore(database: database),
            comments: SQLiteCommentsStore(database: database),
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: isOffline, now: { now })
        )
    }

    let serverPosts = (1...12).map { PostDTO(userId: 1, id: $0, title: "server \($0)", body: "b") }

    @Test("a stored read with nothing stored is a miss, not a network call")
    func cacheMiss() async throws {
        let source = FakePostsDataSource(posts: serverPosts, totalCount: 12)
        let repository = makeRepository(source, database: try await emptyStrataDatabase())

        await #expect(throws: RepositoryError.notFound) {
            try await repository.fetchPostsPage(.first, policy: .stored)
        }
        #expect(source.requestedPages.isEmpty)
    }

    @Test("a fresh read is saved, so the next stored read hits, with the time it was fetched")
    func freshThenCacheHit() async throws {
        let source = FakePostsDataSource(posts: Array(serverPosts.prefix(10)), totalCount: 12)
        let repository = makeRepository(source, database: try await emptyStrataDatabase())

        let fresh = try await repository.fetchPostsPage(.first, policy: .fresh)
        let stored = try await repository.fetchPostsPage(.first, policy: .stored)

        #expect(fresh.freshness == .current)
        #expect(fresh.items.map(\.title) == (1...10).map { "server \($0)" })
        #expect(stored.value == fresh.value)
        #expect(stored.freshness == .stored(asOf: clock))
        #expect(source.requestedPages == [[1, 10]])
    }

    @Test("a network failure with a stored copy answers with the copy, marked offline with the cause")
    func networkFailureWithCache() async throws {
        let database = try await emptyStrataDatabase()
        _ = try await makeRepository(FakePostsDataSource(posts: serverPosts, totalCount: 12), database: database)
            .fetchPostsPage(.first, policy: .fresh)
        let failing = FakePostsDataSource(failure: .transport(TransportFailure(kind: .cannotConnect, detail: "")))

        let page = try await makeRepository(failing, database: database).fetchPostsPage(.first, policy: .fresh)

        #expect(page.items.count == 10)
        #expect(
            page.freshness
                == .offline(
                    asOf: clock, cause: .unreachable(reason: "Cannot connect to the server").naming("GET /posts")))
    }

    @Test("a network failure with nothing stored is the network's error")
    func networkFailureWithoutCache() async throws {
        let failing = FakePostsDataSource(failure: .httpStatus(code: 503, body: Data()))
        let repository = makeRepository(failing, database: try await emptyStrataDatabase())

        await #expect(throws: RepositoryError.serverFailure(status: 503).naming("GET /posts")) {
            try await repository.fetchPostsPage(.first, policy: .fresh)
        }
    }

    @Test("a fresh answer replaces the stored one")
    func staleReplaced() async throws {
        let database = try await emptyStrataDatabase()
        let old = [PostDTO(userId: 1, id: 1, title: "old title", body: "b")]
        _ = try await makeRepository(FakePostsDataSource(posts: old), database: database).fetchPost(
            id: 1, policy: .fresh)
        let new = [PostDTO(userId: 1, id: 1, title: "new title", body: "b")]

        let fresh = try await makeRepository(FakePostsDataSource(posts: new), database: database).fetchPost(
            id: 1, policy: .fresh)
        let stored = try await makeRepository(FakePostsDataSource(), database: database).fetchPost(
            id: 1, policy: .stored)

        #expect(fresh.title == "new title")
        #expect(stored.title == "new title")
    }

    @Test("offline, search runs over the stored posts")
    func offlineSearch() async throws {
        let database = try await emptyStrataDatabase()
        _ = try await makeRepository(FakePostsDataSource(posts: serverPosts, totalCount: 12), database: database)
            .fetchPostsPage(.first, policy: .fresh)
        let failing = FakePostsDataSource(failure: .timedOut)

        let results = try await makeRepository(failing, database: database).searchPosts(
            query: "SERVER 1", policy: .fresh)

        #expect(results.value.map(\.id) == [1, 10, 11, 12])
        #expect(results.freshness == .offline(asOf: nil, cause: RepositoryError.timedOut.naming("GET /posts")))
    }

    @Test(
        "whether a next page exists follows the Link header, then the total count, then a full page",
        arguments: [
            (links: ["next": "http://h/p?_page=3"], total: nil as Int?, received: 0, expected: true),
            (links: ["last": "http://h/p?_page=2"], total: 100, received: 10, expected: false),
            (links: [:], total: 20, received: 10, expected: false),
            (links: [:], total: 21, received: 10, expected: true),
            (links: [:], total: nil, received: 10, expected: true),
            (links: [:], total: nil, received: 9, expected: false),
        ]
    )
    func nextPageRules(links: [String: String], total: Int?, received: Int, expected: Bool) {
        let pagination = Pagination(totalCount: total, links: links.compactMapValues { URL(string: $0) })

        let hasNext = OfflineFirstPostsRepository.hasPage(
            after: PageRequest(number: 2, size: 10), received: received, pagination: pagination)

        #expect(hasNext == expected)
    }

    @Test(
        "network failures become the domain's words",
        arguments: [
            (NetworkError.httpStatus(code: 404, body: Data()), RepositoryError.notFound),
            (.httpStatus(code: 503, body: Data()), .serverFailure(status: 503)),
            (
                .httpStatus(code: 422, body: Data("bad title".utf8)),
                .rejected(reason: "The server refused the request (422 Unprocessable Content)")
            ),
            (
                .httpStatus(code: 401, body: Data()),
                .rejected(reason: "The server refused the request (401 Unauthorized)")
            ),
            (.httpStatus(code: 429, body: Data()), .serverFailure(status: 429)),
            (.timedOut, .timedOut),
            (.cancelled, .cancelled),
            (
                .transport(TransportFailure(kind: .cannotConnect, detail: "")),
                .unreachable(reason: "Cannot connect to the server")
            ),
            (.invalidURL("x"), .rejected(reason: "Invalid server URL: x")),
        ]
    )
    func mapsErrors(network: NetworkError, expected: RepositoryError) async throws {
        let repository = makeRepository(
            FakePostsDataSource(failure: network), database: try await emptyStrataDatabase())

        await #expect(throws: expected.naming("GET /posts/1")) { try await repository.fetchPost(id: 1, policy: .fresh) }
    }
}
