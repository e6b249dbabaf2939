import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("SearchPostsViewModel over the real use cases and stub repositories")
struct SearchRepositoryTests {
    private let content = StubContentRepository(posts: [
        Post(id: 1, authorID: 1, title: "qui est esse", body: "x"),
        Post(id: 2, authorID: 1, title: "dolorem", body: "quia et"),
        Post(id: 3, authorID: 1, title: "magnam", body: "nothing"),
    ])
    private let searches = FakeRecentSearchesRepository()

    /// Hands the screen's `didSelect` to recent searches it asks for, the way `PostsFlowCoordinator`
    /// does; `shown` keeps the last ones made.
    private func makeViewModel(shown: RecentSearchesShown = RecentSearchesShown()) -> DefaultSearchPostsViewModel {
        DefaultSearchPostsViewModel(
            searchPosts: DefaultSearchPostsUseCase(posts: content, recentSearches: searches),
            actions: SearchPostsViewModelActions(showRecentSearches: { [searches] didSelect in
                shown.screen = DefaultRecentSearchesViewModel(
                    fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: searches), didPick: didSelect
                )
            }),
            debounce: .zero)
    }

    /// What the recent searches screen lists now.
    private func recentQueries() async -> [String] {
        let screen = DefaultRecentSearchesViewModel(
            fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: searches), didPick: { _ in })
        await screen.load()
        return screen.queries
    }

    @Test("a submitted search that found posts is a recent search at once, most recent first")
    func remembersSuccessfulSearches() async {
        let viewModel = makeViewModel()

        await viewModel.search(for: "magnam")
        await viewModel.updateQuery("qui")
        await viewModel.submit()

        #expect(viewModel.state.results?.items.map(\.id) == [1, 2])
        #expect(await recentQueries() == ["qui", "magnam"])
    }

    @Test("a search run while typing is not remembered")
    func typedSearchesAreNotRemembered() async {
        let viewModel = makeViewModel()

        await viewModel.updateQuery("magnam")

        #expect(viewModel.state.results?.items.map(\.id) == [3])
        #expect(await recentQueries() == [])
    }

    @Test("a search that found nothing shows no results and is not a recent search")
    func emptyResultsAreNotRemembered() async {
        let viewModel = makeViewModel()

        await viewModel.updateQuery("zzz")

        #expect(viewModel.state.results?.items.isEmpty == true)
        #expect(await recentQueries().isEmpty)
    }

    @Test("a failed search shows why and is not a recent search")
    func failuresAreNotRemembered() async {
        content.failure = .timedOut
        let viewModel = makeViewModel()

        await viewModel.updateQuery("qui")

        #expect(
            viewModel.state
                == .failed(
                    query: "qui", ErrorViewModel(message: "The server did not answer in time", isRetryable: true)))
        #expect(searches.queries.isEmpty)
    }

    @Test("picking a recent search puts it in the field of the screen that asked, and searches for it")
    func pickingSearches() async throws {
        try await searches.remember("magnam")
        let shown = RecentSearchesShown()
        let viewModel = makeViewModel(shown: shown)
        await viewModel.load()
        viewModel.showRecentSearches()
        let recent = try #require(shown.screen)
        await recent.load()

        await recent.didSelect(itemAt: 0)

        #expect(viewModel.query == "magnam")
        #expect(viewModel.state.results?.items.map(\.id) == [3])
        #expect(content.searchQueries == ["magnam"])
    }

    @Test("emptying the query after results goes back to idle, and the recent searches hold the new one")
    func emptyQueryGoesIdle() async {
        let viewModel = makeViewModel()
        await viewModel.search(for: "dolorem")

        await viewModel.updateQuery("")

        #expect(viewModel.state == .idle)
        #expect(await recentQueries() == ["dolorem"])
    }
}

/// Where a test's search screen puts the recent searches it asked for.
@MainActor
final class RecentSearchesShown {
    var screen: DefaultRecentSearchesViewModel?
}
