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
    private let recent = MockFetchRecentSearchesUseCase { .success(["magnam"]) }
    private let log = Log()

    private func makeViewModel(initialQuery: String = "") -> DefaultSearchPostsViewModel {
        let log = self.log
        return DefaultSearchPostsViewModel(
            searchPosts: search,
            suggestions: { _ in DefaultRecentSearchesViewModel(fetchRecentSearches: recent, didPick: { _ in }) },
            actions: SearchPostsViewModelActions(showPostDetails: { log.append("details \($0)") }),
            initialQuery: initialQuery, debounce: .zero)
    }

    @Test("it starts on the suggestions, which load with the screen")
    func startsOnSuggestions() async {
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(viewModel.state == .suggesting)
        #expect(viewModel.suggestions.queries == ["magnam"])
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

    @Test("a search that worked reloads the suggestions, so it can be suggested next time")
    func successRefreshesSuggestions() async {
        let viewModel = makeViewModel()
        await viewModel.load()

        await viewModel.updateQuery("qui")

        #expect(recent.script.calls.count == 2)
    }

    @Test("an empty or blank query shows the suggestions again and reloads them", arguments: ["", "   "])
    func emptyQueryShowsSuggestions(text: String) async {
        let viewModel = makeViewModel()
        await viewModel.updateQuery("qui")
        let readsBefore = recent.script.calls.count

        await viewModel.updateQuery(text)

        #expect(viewModel.state == .suggesting)
        #expect(recent.script.calls.count == readsBefore + 1)
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

    @Test("refresh searches the query again, or reloads the suggestions while it is empty")
    func refresh() async {
        let viewModel = makeViewModel()
        await viewModel.refresh()
        await viewModel.updateQuery("qui")
        await viewModel.refresh()

        #expect(recent.script.calls.count == 3)
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
