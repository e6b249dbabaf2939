import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("SearchPostsViewModel observation", .timeLimit(.minutes(1)))
struct SearchObservationTests {
    private let search = MockSearchPostsUseCase { _ in .success(Fetched(Fixtures.posts(1...1), freshness: .current)) }

    private func makeViewModel() -> DefaultSearchPostsViewModel {
        DefaultSearchPostsViewModel(
            searchPosts: search,
            debounce: .zero)
    }

    @Test("searching, results, failure and back to idle are each reported")
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
        let toIdle = ObservationProbe { _ = viewModel.state }
        await viewModel.updateQuery("")

        #expect(
            [toSearching, query, busy, toResults, toFailed, toIdle].map(\.didFire)
                == Array(repeating: true, count: 6))
        #expect(viewModel.state == .idle)
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
