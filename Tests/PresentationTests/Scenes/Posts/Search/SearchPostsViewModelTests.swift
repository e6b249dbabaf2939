import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("SearchPostsViewModel over mocked use cases", .timeLimit(.minutes(1)))
struct SearchPostsViewModelTests {
    private let search = MockSearchPostsUseCase { query in
        .success(
            Fetched(
                Fixtures.posts(1...2).map { Post(id: $0.id, authorID: 1, title: query, body: "") }, freshness: .current)
        )
    }
    private let log = Log()

    private func makeViewModel(initialQuery: String = "") -> DefaultSearchPostsViewModel {
        let log = self.log
        return DefaultSearchPostsViewModel(
            searchPosts: search,
            actions: SearchPostsViewModelActions(showPostDetails: { log.append("details \($0)") }),
            initialQuery: initialQuery, debounce: .zero)
    }

    @Test("it starts idle, and loading an empty query searches for nothing")
    func startsIdle() async {
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(viewModel.state == .idle)
        #expect(search.script.calls.isEmpty)
    }

    @Test("asking for recent searches hands the coordinator this screen's didSelect, which searches here")
    func recentSearchesReportBack() async throws {
        let handed = HandedDidSelect()
        let viewModel = DefaultSearchPostsViewModel(
            searchPosts: search, actions: SearchPostsViewModelActions(showRecentSearches: { handed.didSelect = $0 }),
            debounce: .zero)

        viewModel.showRecentSearches()
        let didSelect = try #require(handed.didSelect)
        await didSelect("magnam")

        #expect(viewModel.query == "magnam")
        #expect(viewModel.state.results?.query == "magnam")
        #expect(search.script.calls == ["magnam"])
    }

    @Test("the didSelect it hands out does not keep the screen alive; called after it went, it does nothing")
    func handedDidSelectIsWeak() async throws {
        let handed = HandedDidSelect()
        var viewModel: DefaultSearchPostsViewModel? = DefaultSearchPostsViewModel(
            searchPosts: search, actions: SearchPostsViewModelActions(showRecentSearches: { handed.didSelect = $0 }),
            debounce: .zero)
        weak let released = viewModel
        viewModel?.showRecentSearches()
        let didSelect = try #require(handed.didSelect)

        viewModel = nil
        await didSelect("magnam")

        #expect(released == nil)
        #expect(search.script.calls.isEmpty)
    }

    @Test("a query is searched for trimmed, and its results are shown with their freshness")
    func showsResults() async throws {
        let viewModel = makeViewModel()

        await viewModel.updateQuery("  qui ")

        let results = try #require(viewModel.state.results)
        #expect(viewModel.query == "  qui ")
        #expect(search.script.calls == ["qui"])
        #expect(results.query == "qui")
        #expect(results.items.map(\.id) == [1, 2])
        #expect(results.freshness == .current)
    }

    @Test("a failed search shows why, naming the request, with the query it was for")
    func failure() async {
        let failure = RepositoryError(.serverFailure(status: 503), request: "GET /posts?q=qui")
        search.script.respond { _ in .failure(failure) }
        let viewModel = makeViewModel()

        await viewModel.updateQuery("qui")

        #expect(viewModel.state == .failed(query: "qui", ErrorViewModel(failure)))
        #expect(ErrorViewModel(failure).message == "GET /posts?q=qui answered 503 Service Unavailable")
    }

    @Test("an empty or blank query goes back to idle and searches for nothing", arguments: ["", "   "])
    func emptyQueryGoesIdle(text: String) async {
        let viewModel = makeViewModel()
        await viewModel.updateQuery("qui")

        await viewModel.updateQuery(text)

        #expect(viewModel.state == .idle)
        #expect(search.script.calls == ["qui"])
    }

    @Test("a deep link's query is searched for on load, once")
    func initialQuery() async {
        let viewModel = makeViewModel(initialQuery: "eum")

        await viewModel.load()
        await viewModel.load()

        #expect(viewModel.query == "eum")
        #expect(search.script.calls == ["eum"])
    }

    @Test("refresh searches the query again, and does nothing while it is empty")
    func refresh() async {
        let viewModel = makeViewModel()
        await viewModel.refresh()
        await viewModel.updateQuery("qui")
        await viewModel.refresh()

        #expect(viewModel.state.results?.query == "qui")
        #expect(search.script.calls == ["qui", "qui"])
    }

    @Test("a new query cancels the search before it, whose late answer is dropped")
    func newQueryCancelsOld() async {
        search.script.isHolding = true
        let viewModel = makeViewModel()
        let first = Task { await viewModel.updateQuery("qui") }
        await search.script.waitForCalls(1)
        let whileSearching = viewModel.state

        let second = Task { await viewModel.search(for: "magnam") }
        await search.script.waitForCalls(2)
        search.script.answer(0, with: .success(Fetched(Fixtures.posts(9...9), freshness: .current)))
        await first.value
        search.script.answer(1, with: .success(Fetched(Fixtures.posts(3...3), freshness: .current)))
        await second.value

        #expect(whileSearching == .searching(query: "qui"))
        #expect(search.script.cancelledCalls == [0])
        #expect(viewModel.query == "magnam")
        #expect(viewModel.state.results?.query == "magnam")
        #expect(viewModel.state.results?.items.map(\.id) == [3])
    }

    @Test("selecting a result opens that post; without results nothing opens")
    func selection() async {
        let viewModel = makeViewModel()
        viewModel.didSelect(itemAt: 0)
        await viewModel.updateQuery("qui")

        viewModel.didSelect(itemAt: 1)
        viewModel.didSelect(itemAt: 2)

        #expect(log.entries == ["details 2"])
    }
}

/// Keeps the `didSelect` a search screen hands to the recent searches it asks for.
@MainActor
private final class HandedDidSelect {
    var didSelect: (@MainActor (String) async -> Void)?
}
