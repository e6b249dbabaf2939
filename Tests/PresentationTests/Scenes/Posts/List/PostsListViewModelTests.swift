import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostsListViewModel over a mocked use case", .timeLimit(.minutes(1)))
struct PostsListViewModelTests {
    private let useCase = MockFetchPostsPageUseCase()
    private let log = Log()

    private func makeViewModel(firstPage: PageRequest = .first) -> DefaultPostsListViewModel {
        let log = self.log
        return DefaultPostsListViewModel(
            fetchPostsPage: useCase,
            actions: PostsListViewModelActions(
                showPostDetails: { log.append("details \($0)") }, showSearch: { log.append("search") }),
            firstPage: firstPage)
    }

    @Test("the first load shows the stored copy at once, then the fresh answer in its place")
    func storedThenFresh() async {
        useCase.script.isHolding = true
        let viewModel = makeViewModel()
        #expect(viewModel.state == .idle)

        let load = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)
        let whileStoredLoads = viewModel.state
        useCase.script.answer(0, with: .success(PageFixtures.page(1...5, freshness: .stored(asOf: nil))))
        await useCase.script.waitForCalls(2)
        let storedContent = viewModel.state.content
        useCase.script.answer(1, with: .success(PageFixtures.page(1...10)))
        await load.value

        #expect(whileStoredLoads == .loading)
        #expect(storedContent?.items.map(\.id) == Array(1...5))
        #expect(storedContent?.freshness == .stored(asOf: nil))
        #expect(viewModel.state.content?.items.map(\.id) == Array(1...10))
        #expect(viewModel.state.content?.freshness == .current)
        #expect(useCase.script.calls.map(\.policy) == [.stored, .fresh])
        #expect(viewModel.isLoading == false)
    }

    @Test("rows are ready to draw: the title sentence-cased, the excerpt the body's first line")
    func displayReadyRows() async {
        let post = Post(id: 1, authorID: 1, title: "sunt aut", body: "quia et\nsecond line")
        useCase.script.respond { call in
            .success(
                Fetched(
                    Page(items: [post], request: call.request, totalCount: 1, hasNextPage: false), freshness: .current))
        }
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(viewModel.state.content?.items.map(\.title) == ["Sunt aut"])
        #expect(viewModel.state.content?.items.map(\.excerpt) == ["Quia et"])
        #expect(viewModel.state.content?.nextPage == .end)
    }

    @Test("a failed first load with nothing stored is .failed, naming the request; loading again recovers")
    func failureThenRetry() async {
        let failure = RepositoryError(.serverFailure(status: 503), request: "GET /posts?_page=1")
        useCase.script.respond { $0.policy == .stored ? .failure(.notFound) : .failure(failure) }
        let viewModel = makeViewModel()

        await viewModel.load()
        let failed = viewModel.state
        useCase.script.respond { .success(PageFixtures.page(1...10, request: $0.request)) }
        await viewModel.load()

        #expect(
            failed
                == .failed(
                    ErrorViewModel(
                        message: "GET /posts?_page=1 answered 503 Service Unavailable", isRetryable: true,
                        request: "GET /posts?_page=1")))
        #expect(viewModel.state.content?.items.count == 10)
    }

    @Test("load does nothing once the list is loaded, and two loads at once make one")
    func loadsOnce() async {
        useCase.script.respond { .success(PageFixtures.page(1...10, request: $0.request)) }
        let viewModel = makeViewModel()

        async let first: Void = viewModel.load()
        async let second: Void = viewModel.load()
        _ = await (first, second)
        await viewModel.load()

        #expect(useCase.script.calls.map(\.policy) == [.stored, .fresh])
    }

    @Test("a refresh keeps the rows while it runs and asks the source only")
    func refreshKeepsRows() async {
        useCase.script.respond { .success(PageFixtures.page(1...10, request: $0.request)) }
        let viewModel = makeViewModel()
        await viewModel.load()
        useCase.script.isHolding = true

        let refresh = Task { await viewModel.refresh() }
        await useCase.script.waitForCalls(3)
        let whileRefreshing = (viewModel.state.content?.items.count, viewModel.isLoading)
        useCase.script.answer(2, with: .success(PageFixtures.page(1...3)))
        await refresh.value

        #expect(whileRefreshing == (10, true))
        #expect(useCase.script.calls.last?.policy == .fresh)
        #expect(viewModel.state.content?.items.map(\.id) == [1, 2, 3])
    }

    @Test("a refresh cancels a stale first load, whose late answer is dropped")
    func refreshDropsStaleLoad() async {
        useCase.script.isHolding = true
        let viewModel = makeViewModel()
        let stale = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)

        let fresh = Task { await viewModel.refresh() }
        await useCase.script.waitForCalls(2)
        useCase.script.answer(0, with: .success(PageFixtures.page(90...99)))
        await stale.value
        useCase.script.answer(1, with: .failure(.notFound))
        useCase.script.answer(2, with: .success(PageFixtures.page(1...2)))
        await fresh.value

        #expect(useCase.script.cancelledCalls == [0])
        #expect(viewModel.state.content?.items.map(\.id) == [1, 2])
    }

    @Test("a refresh cancels an older refresh, whose late fresh answer is dropped")
    func refreshDropsOlderRefresh() async {
        useCase.script.respond { .success(PageFixtures.page(1...10, request: $0.request)) }
        let viewModel = makeViewModel()
        await viewModel.load()
        useCase.script.isHolding = true
        let older = Task { await viewModel.refresh() }
        await useCase.script.waitForCalls(3)

        let newer = Task { await viewModel.refresh() }
        await useCase.script.waitForCalls(4)
        useCase.script.answer(3, with: .success(PageFixtures.page(1...2)))
        await newer.value
        useCase.script.answer(2, with: .success(PageFixtures.page(90...99)))
        await older.value

        #expect(useCase.script.cancelledCalls == [2])
        #expect(viewModel.state.content?.items.map(\.id) == [1, 2])
    }

    @Test("a deep link's first page is the page asked for")
    func startsAtDeepLinkedPage() async {
        let viewModel = makeViewModel(firstPage: PageRequest(number: 4))

        await viewModel.load()

        #expect(useCase.script.calls.map(\.request.number) == [4, 4])
    }

    @Test("selecting a loaded row opens that post; no row, or no content, opens nothing")
    func selection() async {
        useCase.script.respond { .success(PageFixtures.page(1...3, request: $0.request)) }
        let viewModel = makeViewModel()

        viewModel.didSelect(itemAt: 0)
        await viewModel.load()
        viewModel.didSelect(itemAt: 2)
        viewModel.didSelect(itemAt: 3)
        viewModel.didSelect(itemAt: -1)
        viewModel.showSearch()

        #expect(log.entries == ["details 3", "search"])
    }
}
