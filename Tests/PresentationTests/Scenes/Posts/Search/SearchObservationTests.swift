import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("SearchPostsViewModel observation", .timeLimit(.minutes(1)))
struct SearchObservationTests {
    private let search = MockSearchPostsUseCase { _ in .success(Fetched(Fixtures.posts(1...1), freshness: .current)) }
    private let recent = MockFetchRecentSearchesUseCase { .success(["qui"]) }

    private func makeViewModel() -> DefaultSearchPostsViewModel {
        DefaultSearchPostsViewModel(
            searchPosts: search,
            suggestions: { _ in DefaultRecentSearchesViewModel(fetchRecentSearches: recent, didPick: { _ in }) },
            debounce: .zero)
    }

    @Test("searching, results, failure and back to suggestions are each reported")
    func stateChangesAreObservable() async {
        search.script.isHolding = true
        let viewModel = makeViewModel()

        let toSearching = ObservationProbe { _ = viewModel.state }
        let query = ObservationProbe { _ = viewModel.query }
        let busy = ObservationProbe { _ = viewModel.isLoading }
        let searching = Task { await viewModel.updateQuery("qui") }
        await search.script.waitForCalls(1)
        let toResults = ObservationProbe { _ = viewModel.state }
        search.script.answer(0, with: .success(Fetched([], freshness: .current)))
        await searching.value
        let toFailed = ObservationProbe { _ = viewModel.state }
        search.script.isHolding = false
        search.script.respond { _ in .failure(.timedOut) }
        await viewModel.submit()
        let toSuggesting = ObservationProbe { _ = viewModel.state }
        await viewModel.updateQuery("")

        #expect(
            [toSearching, query, busy, toResults, toFailed, toSuggesting].map(\.didFire)
                == Array(repeating: true, count: 6))
        #expect(viewModel.state == .suggesting)
    }

    @Test("the suggestions loading inside the screen make the screen busy, observably")
    func childLoadingIsObservable() async {
        recent.script.isHolding = true
        let viewModel = makeViewModel()

        let starts = ObservationProbe { _ = viewModel.isLoading }
        let load = Task { await viewModel.load() }
        await recent.script.waitForCalls(1)
        let whileLoading = viewModel.isLoading
        let ends = ObservationProbe { _ = viewModel.isLoading }
        recent.script.answer(0, with: .success(["qui"]))
        await load.value

        #expect(starts.didFire)
        #expect(whileLoading)
        #expect(ends.didFire)
        #expect(viewModel.isLoading == false)
    }

    @Test("Enter does not touch the field, and selecting a result changes nothing observable")
    func unrelatedPropertiesAreSilent() async {
        let viewModel = makeViewModel()
        await viewModel.updateQuery("qui")

        let field = ObservationProbe { _ = viewModel.query }
        await viewModel.submit()
        let selecting = ObservationProbe {
            _ = viewModel.state
            _ = viewModel.query
            _ = viewModel.isLoading
        }
        viewModel.didSelect(itemAt: 0)

        #expect(field.didFire == false)
        #expect(selecting.didFire == false)
    }
}
