import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("SearchPostsViewModel")
struct SearchPostsViewModelTests {
    private let content = StubContentRepository(posts: [
        Post(id: 1, authorID: 1, title: "qui est esse", body: "x"),
        Post(id: 2, authorID: 1, title: "dolorem", body: "quia et"),
        Post(id: 3, authorID: 1, title: "magnam", body: "nothing"),
    ])
    private let searches = FakeRecentSearches()

    private func makeViewModel(debounce: Duration = .milliseconds(20)) -> SearchPostsViewModel {
        SearchPostsViewModel(
            searchPosts: DefaultSearchPostsUseCase(posts: content, recentSearches: searches),
            fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: searches),
            debounce: debounce
        )
    }

    @Test("typing quickly searches once, for the last query only")
    func debouncesTyping() async {
        let viewModel = makeViewModel()

        // One task per keystroke, in order, as the terminal front end sends them.
        let keystrokes = ["q", "qu", "qui"].map { text in Task { await viewModel.updateQuery(text) } }
        for keystroke in keystrokes { await keystroke.value }

        #expect(content.searchQueries == ["qui"])
        #expect(viewModel.state == .results)
        #expect(viewModel.results.map(\.id) == [1, 2])
    }

    @Test("clearing the query cancels a pending search and shows suggestions")
    func clearingCancels() async {
        let viewModel = makeViewModel(debounce: .seconds(5))

        let pending = Task { await viewModel.updateQuery("qui") }
        // The query is set before the debounce starts waiting: once it shows, the search is pending.
        while viewModel.query != "qui" {
            await Task.yield()
        }
        await viewModel.updateQuery("")
        await pending.value

        #expect(content.searchQueries.isEmpty)
        #expect(viewModel.state == .suggesting)
        #expect(viewModel.results.isEmpty)
    }

    @Test("a successful search is suggested next time, most recent first")
    func remembersSuccessfulQueries() async {
        let viewModel = makeViewModel()
        await viewModel.updateQuery("magnam")
        await viewModel.submit()
        await viewModel.updateQuery("qui")
        await viewModel.submit()

        let next = makeViewModel()
        await next.load()

        #expect(next.suggestions == ["qui", "magnam"])
    }

    @Test("a failed search is shown as an error and not remembered")
    func failedSearchNotRemembered() async {
        content.failure = .timedOut
        let viewModel = makeViewModel()

        await viewModel.updateQuery("qui")

        #expect(
            viewModel.state == .error(ErrorViewModel(message: "The server did not answer in time", isRetryable: true)))
        #expect(await viewModel.suggestionsAfterReload(searches) == [])
    }

    @Test("choosing a suggestion searches for it")
    func selectsSuggestion() async throws {
        try await searches.remember("magnam")
        let viewModel = makeViewModel()
        await viewModel.load()

        await viewModel.selectSuggestion(at: 0)

        #expect(viewModel.query == "magnam")
        #expect(viewModel.results.map(\.id) == [3])
    }

    @Test("selecting a result asks to show that post")
    func selectsResult() async {
        var shown: [Post.ID] = []
        let viewModel = SearchPostsViewModel(
            searchPosts: DefaultSearchPostsUseCase(posts: content, recentSearches: searches),
            fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: searches),
            actions: SearchPostsViewModelActions(showPostDetails: { shown.append($0) }),
            initialQuery: "magnam"
        )

        await viewModel.load()
        viewModel.didSelect(itemAt: 0)

        #expect(shown == [3])
    }
}

extension SearchPostsViewModel {
    fileprivate func suggestionsAfterReload(_ searches: FakeRecentSearches) async -> [String] {
        (try? await searches.recentQueries()) ?? ["<failed>"]
    }
}
