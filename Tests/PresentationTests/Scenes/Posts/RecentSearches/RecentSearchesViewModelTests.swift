import StrataDomain
import StrataPresentation
import Testing

@MainActor
@Suite("RecentSearchesViewModel", .timeLimit(.minutes(1)))
struct RecentSearchesViewModelTests {
    private let log = Log()

    private func makeViewModel(_ useCase: any FetchRecentSearchesUseCase) -> DefaultRecentSearchesViewModel {
        let log = self.log
        return DefaultRecentSearchesViewModel(fetchRecentSearches: useCase, didPick: { log.append("picked \($0)") })
    }

    @Test("the recent searches load from the mocked use case, and a pick hands the query to the closure")
    func loadsAndPicks() async {
        let useCase = MockFetchRecentSearchesUseCase { .success(["qui", "magnam"]) }
        let viewModel = makeViewModel(useCase)
        let before = viewModel.queries

        await viewModel.load()
        await viewModel.didSelect(itemAt: 1)

        #expect(before.isEmpty)
        #expect(viewModel.title == "Recent searches")
        #expect(viewModel.queries == ["qui", "magnam"])
        #expect(log.entries == ["picked magnam"])
        #expect(useCase.script.calls.count == 1)
    }

    @Test("a row out of range picks nothing", arguments: [-1, 2, 99])
    func outOfRange(index: Int) async {
        let viewModel = makeViewModel(MockFetchRecentSearchesUseCase { .success(["qui", "magnam"]) })
        await viewModel.load()

        await viewModel.didSelect(itemAt: index)

        #expect(log.entries.isEmpty)
    }

    @Test("recent searches that cannot be read leave the list empty instead of failing")
    func failureLeavesEmpty() async {
        let viewModel = makeViewModel(MockFetchRecentSearchesUseCase { .failure(.storageFailure(reason: "disk")) })

        await viewModel.load()
        await viewModel.didSelect(itemAt: 0)

        #expect(viewModel.queries.isEmpty)
        #expect(log.entries.isEmpty)
    }

    @Test("over the real use case, the remembered queries come most recent first")
    func realUseCase() async throws {
        let repository = FakeRecentSearchesRepository()
        try await repository.remember("qui")
        try await repository.remember("magnam")
        let viewModel = makeViewModel(DefaultFetchRecentSearchesUseCase(recentSearches: repository))

        await viewModel.load()
        try await repository.remember("eum")
        await viewModel.refresh()

        #expect(viewModel.queries == ["eum", "magnam", "qui"])
    }

    @Test("loading and its end are observable, and so are the queries it brings")
    func observation() async {
        let useCase = MockFetchRecentSearchesUseCase { .success(["qui"]) }
        useCase.script.isHolding = true
        let viewModel = makeViewModel(useCase)

        let starts = ObservationProbe { _ = viewModel.isLoading }
        let load = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)
        let queries = ObservationProbe { _ = viewModel.queries }
        let ends = ObservationProbe { _ = viewModel.isLoading }
        useCase.script.answer(0, with: .success(["qui"]))
        await load.value
        let pick = ObservationProbe {
            _ = viewModel.queries
            _ = viewModel.isLoading
        }
        await viewModel.didSelect(itemAt: 0)

        #expect([starts, queries, ends].map(\.didFire) == [true, true, true])
        #expect(pick.didFire == false)
    }
}
