import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostsListViewModel observation", .timeLimit(.minutes(1)))
struct PostsListObservationTests {
    private let useCase = MockFetchPostsPageUseCase.serving(total: 30)

    @Test("loading, loaded and failed are each reported to an observer of state")
    func stateChangesAreObservable() async {
        useCase.script.isHolding = true
        let viewModel = DefaultPostsListViewModel(fetchPostsPage: useCase)

        let toLoading = ObservationProbe { _ = viewModel.state }
        let load = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)
        let toLoaded = ObservationProbe { _ = viewModel.state }
        useCase.script.answer(0, with: .failure(.notFound))
        useCase.script.answer(1, with: .success(PageFixtures.page(1...10)))
        await load.value
        let toFailed = ObservationProbe { _ = viewModel.state }
        let refresh = Task { await viewModel.refresh() }
        await useCase.script.waitForCalls(3)
        useCase.script.answer(2, with: .failure(.rejected(reason: "no")))
        await refresh.value

        #expect(toLoading.didFire)
        #expect(toLoaded.didFire)
        #expect(toFailed.didFire)
        #expect(viewModel.state == .failed(ErrorViewModel(.rejected(reason: "no"))))
    }

    @Test("isLoading is reported when a load starts and when it ends, a refresh included")
    func isLoadingIsObservable() async {
        useCase.script.isHolding = true
        let viewModel = DefaultPostsListViewModel(fetchPostsPage: useCase)

        let starts = ObservationProbe { _ = viewModel.isLoading }
        let load = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)
        let ends = ObservationProbe { _ = viewModel.isLoading }
        useCase.script.answer(0, with: .failure(.notFound))
        useCase.script.answer(1, with: .success(PageFixtures.page(1...10)))
        await load.value
        let refreshStarts = ObservationProbe { _ = viewModel.isLoading }
        let refresh = Task { await viewModel.refresh() }
        await useCase.script.waitForCalls(3)
        let refreshRows = ObservationProbe { _ = viewModel.state }
        let rowsBefore = viewModel.state.content?.items.count
        let refreshEnds = ObservationProbe { _ = viewModel.isLoading }
        useCase.script.answer(2, with: .success(PageFixtures.page(1...3)))
        await refresh.value

        #expect(starts.didFire)
        #expect(ends.didFire)
        #expect(refreshStarts.didFire)
        #expect(refreshEnds.didFire)
        #expect(rowsBefore == 10, "the rows stay while the refresh runs")
        #expect(refreshRows.didFire)
    }

    @Test("a next page is reported when it starts loading, when it is appended and when it fails")
    func nextPagesAreObservable() async {
        let viewModel = DefaultPostsListViewModel(fetchPostsPage: useCase)
        await viewModel.load()
        useCase.script.isHolding = true

        let starts = ObservationProbe { _ = viewModel.state }
        let busy = ObservationProbe { _ = viewModel.isLoading }
        let next = Task { await viewModel.loadNextPage() }
        await useCase.script.waitForCalls(3)
        let appended = ObservationProbe { _ = viewModel.state }
        let idle = ObservationProbe { _ = viewModel.isLoading }
        useCase.script.answer(2, with: .success(PageFixtures.page(11...20, request: PageRequest(number: 2))))
        await next.value
        let fails = ObservationProbe { _ = viewModel.state }
        let failing = Task { await viewModel.loadNextPage() }
        await useCase.script.waitForCalls(4)
        useCase.script.answer(3, with: .failure(.timedOut))
        await failing.value

        #expect([starts, busy, appended, idle, fails].map(\.didFire) == [true, true, true, true, true])
        #expect(viewModel.state.content?.nextPage == .failed(PageRequest(number: 3), ErrorViewModel(.timedOut)))
    }

    @Test("what changes nothing reports nothing: a load not needed, a selection, a next page past the end")
    func unrelatedEventsAreSilent() async {
        let viewModel = DefaultPostsListViewModel(fetchPostsPage: MockFetchPostsPageUseCase.serving(total: 5))
        await viewModel.load()

        let probe = ObservationProbe {
            _ = viewModel.state
            _ = viewModel.isLoading
            _ = viewModel.title
        }
        await viewModel.load()
        viewModel.didSelect(itemAt: 0)
        viewModel.showSearch()
        await viewModel.loadNextPage()

        #expect(probe.didFire == false)
    }
}
