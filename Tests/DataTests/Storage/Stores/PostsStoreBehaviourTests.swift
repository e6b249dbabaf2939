import StrataDomain
import StrataTestSupport
import Testing

@testable import StrataData

@Suite("Posts store")
struct PostsStoreBehaviourTests {
    private func store(with posts: [Post] = [], total: Int? = nil) async throws
        -> SQLitePostsStore
    {
        let store = SQLitePostsStore(database: try await emptyStrataDatabase())
        if !posts.isEmpty {
            try await store.savePage(Page(items: posts, request: .first, totalCount: total, hasNextPage: false))
        }
        return store
    }

    @Test("a saved page reads back with the total the server reported")
    func pageRoundTrip() async throws {
        let store = try await store(with: Fixtures.posts(1...10), total: 100)

        let page = try await store.page(.first)

        #expect(page == Page(items: Fixtures.posts(1...10), request: .first, totalCount: 100, hasNextPage: true))
    }

    @Test(
        "a page is answered only when the store holds all of it",
        arguments: [
            // stored ids, known total, page number, size, expected ids (nil = miss), has next page
            (1...25, 25, 3, 10, [21, 22, 23, 24, 25], false),
            (1...25, nil, 3, 10, nil, false),
            (1...25, 100, 3, 10, nil, false),
            (1...25, nil, 2, 10, Array(11...20), true),
            (1...25, 25, 4, 10, [], false),
        ] as [(ClosedRange<Int>, Int?, Int, Int, [Int]?, Bool)]
    )
    func pageCompleteness(
        page: (ClosedRange<Int>, Int?, Int, Int, [Int]?, Bool)
    ) async throws {
        let (stored, total, number, size, expected, hasNext) = page
        let store = try await store(with: Fixtures.posts(stored), total: total)

        let page = try await store.page(PageRequest(number: number, size: size))

        #expect(page?.items.map(\.id) == expected)
        if expected != nil { #expect(page?.hasNextPage == hasNext) }
    }

    @Test("saving a post again replaces the older copy")
    func upserts() async throws {
        let store = try await store(with: [Fixtures.post(id: 1, title: "old")])

        try await store.savePage(
            Page(items: [Fixtures.post(id: 1, title: "new")], request: .first, totalCount: nil, hasNextPage: false))

        #expect(try await store.post(id: 1)?.title == "new")
    }

    @Test("a post reads back field by field, and an unknown id is nil")
    func singlePost() async throws {
        let post = Post(id: 7, authorID: 3, title: "tïtle", body: "line one\nline two")
        let store = try await store(with: [post])

        #expect(try await store.post(id: 7) == post)
        #expect(try await store.post(id: 8) == nil)
    }

    @Test(
        "search finds text in titles and bodies, ignoring case, and treats % and _ as plain text")
    func search() async throws {
        let store = try await store(
            with: [
                Post(id: 1, authorID: 1, title: "Quick fox", body: "x"),
                Post(id: 2, authorID: 1, title: "y", body: "the QUICK brown"),
                Post(id: 3, authorID: 1, title: "100% sure", body: "z"),
                Post(id: 4, authorID: 1, title: "slow", body: "z"),
            ])

        #expect(try await store.posts(containing: "quick").map(\.id) == [1, 2])
        #expect(try await store.posts(containing: "0%").map(\.id) == [3])
        #expect(try await store.posts(containing: "_").isEmpty)
    }
}
