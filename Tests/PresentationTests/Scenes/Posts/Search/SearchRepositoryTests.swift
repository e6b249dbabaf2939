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

    /// Hands the screen's `didSelect` to the suggestions the way `PostsFlowCoordinator` does.
    private func makeViewModel() -> DefaultSearchPostsViewModel {
        DefaultSearchPostsViewModel(
            searchPosts: DefaultSearchPostsUseCase(posts: content, recentSearches: searches),
            suggestions: { [searches] didSelect in
                DefaultRecentSearchesViewModel(
                    fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: searches), didPick: didSelect
                )
            },
            debounce: .zero)
    }

    @Test("a submitted search that found posts is remembered and suggested at once, most recent first")
    func remembersSuccessfulSearches() async {
        let viewModel = makeViewModel()

        await viewModel.search(for: "magnam")
        await viewModel.updateQuery("qui")
        await viewModel.submit()

        #expect(viewModel.state.results?.items.map(\.id) == [1, 2])
        #expect(viewModel.suggestions.queries == ["qui", "magnam"])
    }

    @Test("a search run while typing is not remembered")
    func typedSearchesAreNotRemembered() async {
        let viewModel = makeViewModel()

        await viewModel.updateQuery("magnam")

        #expect(viewModel.state.results?.items.map(\.id) == [3])
        #expect(viewModel.suggestions.queries == [])
    }

    @Test("a search that found nothing shows no results and is not suggested")
    func emptyResultsAreNotRemembered() async {
        let viewModel = makeViewModel()

        await viewModel.updateQuery("zzz")

        #expect(viewModel.state.results?.items.isEmpty == true)
        #expect(viewModel.suggestions.queries.isEmpty)
    }

    @Test("a failed search shows why and is not suggested")
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

    @Test("picking a suggestion puts it in the field and searches for it")
    func pickingSearches() async throws {
        try await searches.remember("magnam")
        let viewModel = makeViewModel()
        await viewModel.load()

        await viewModel.suggestions.didSelect(itemAt: 0)

        #expect(viewModel.query == "magnam")
        #expect(viewModel.state.results?.items.map(\.id) == [3])
        #expect(content.searchQueries == ["magnam"])
    }

    @Test("emptying the query after results shows the suggestions, the new one included")
    func emptyQueryShowsSuggestionsAgain() async {
        let viewModel = makeViewModel()
        await viewModel.search(for: "dolorem")

        await viewModel.updateQuery("")

        #expect(viewModel.state == .suggesting)
        #expect(viewModel.suggestions.queries == ["dolorem"])
    }
}
