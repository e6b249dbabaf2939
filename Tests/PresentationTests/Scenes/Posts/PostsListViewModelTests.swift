import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostsListViewModel")
struct PostsListViewModelTests {
    private func makeViewModel(
        _ repository: any PostsRepository,
        showPostDetails: @escaping @MainActor (Post.ID) -> Void = { _ in }
    ) -> PostsListViewModel {
        PostsListViewModel(
            fetchPostsPage: DefaultFetchPostsPageUseCase(posts: repository),
            actions: PostsListViewModelActions(showPostDetails: showPostDetails)
        )
    }

    @Test("goes from idle through loading to loaded with display-ready rows")
    func loadsFirstPage() async {
        let repository = GatedPostsRepository()
        let viewModel = makeViewModel(repository)
        #expect(viewModel.state == .idle)

        let load = Task { await viewModel.load() }
        await repository.waitForRequests(1)
        #expect(viewModel.state == .loading)
        repository.answer(0, with: [Post(id: 1, authorID: 1, title: "sunt aut", body: "quia et\nsecond")])
        await load.value

        #expect(viewModel.state == .loaded)
        #expect(viewModel.items.map(\.title) == ["Sunt aut"])
        #expect(viewModel.items.map(\.excerpt) == ["Quia et"])
        #expect(viewModel.hasNextPage)
    }

    @Test("a failed first load is an error state that names the cause and offers a retry")
    func firstLoadFails() async {
        let repository = StubContentRepository()
        repository.failure = .serverFailure(status: 503)
        let viewModel = makeViewModel(repository)

        await viewModel.load()

        #expect(viewModel.state == .error(ErrorViewModel(message: "Server returned 503", isRetryable: true)))
        #expect(viewModel.items.isEmpty)
    }

    @Test("loading again after an error retries and recovers")
    func retriesAfterError() async {
        let repository = StubContentRepository(posts: Fixtures.posts(1...3))
        repository.failure = .timedOut
        let viewModel = makeViewModel(repository)
        await viewModel.load()

        repository.failure = nil
        await viewModel.load()

        #expect(viewModel.state == .loaded)
        #expect(viewModel.items.map(\.id) == [1, 2, 3])
    }

    @Test("next pages append until the last one, then no more requests are made")
    func paginates() async {
        let repository = StubContentRepository(posts: Fixtures.posts(1...25))
        let viewModel = makeViewModel(repository)

        await viewModel.load()
        await viewModel.loadNextPage()
        await viewModel.loadNextPage()
        await viewModel.loadNextPage()

        #expect(viewModel.items.map(\.id) == Array(1...25))
        #expect(viewModel.hasNextPage == false)
        #expect(repository.pageRequests.map(\.number) == [1, 2, 3])
    }

    @Test("reaching the last row loads the next page; other rows do not")
    func reachingTheEndLoadsMore() async {
        let repository = StubContentRepository(posts: Fixtures.posts(1...15))
        let viewModel = makeViewModel(repository)
        await viewModel.load()

        await viewModel.didReach(itemAt: 5)
        #expect(viewModel.items.count == 10)
        await viewModel.didReach(itemAt: 9)
        #expect(viewModel.items.count == 15)
    }

    @Test("two loads at once make one request")
    func noDuplicateLoads() async {
        let repository = GatedPostsRepository()
        let viewModel = makeViewModel(repository)

        let first = Task { await viewModel.load() }
        let second = Task { await viewModel.load() }
        await repository.waitForRequests(1)
        await Task.yield()
        repository.answer(0, with: Fixtures.posts(1...10))
        await first.value
        await second.value

        #expect(repository.requestCount == 1)
        #expect(viewModel.items.count == 10)
    }

    @Test("a next-page request while one is in flight is ignored")
    func noDuplicateNextPages() async {
        let repository = GatedPostsRepository()
        let viewModel = makeViewModel(repository)
        let load = Task { await viewModel.load() }
        await repository.waitForRequests(1)
        repository.answer(0, with: Fixtures.posts(1...10))
        await load.value

        let next = Task { await viewModel.loadNextPage() }
        await repository.waitForRequests(2)
        #expect(viewModel.isLoadingNextPage)
        await viewModel.loadNextPage()
        repository.answer(1, with: Fixtures.posts(11...20))
        await next.value

        #expect(repository.requestCount == 2)
        #expect(viewModel.items.map(\.id) == Array(1...20))
        #expect(viewModel.isLoadingNextPage == false)
    }

    @Test("refresh cancels a stale load, whose late answer is dropped")
    func refreshDropsStaleLoad() async {
        let repository = GatedPostsRepository()
        let viewModel = makeViewModel(repository)
        let stale = Task { await viewModel.load() }
        await repository.waitForRequests(1)

        let fresh = Task { await viewModel.refresh() }
        await repository.waitForRequests(2)
        repository.answer(1, with: Fixtures.posts(1...2))
        await fresh.value
        repository.answer(0, with: Fixtures.posts(90...99))
        await stale.value

        #expect(viewModel.items.map(\.id) == [1, 2])
        #expect(viewModel.state == .loaded)
    }

    @Test("a failed next page keeps the rows and reports the error beside them")
    func nextPageFailureKeepsItems() async {
        let repository = GatedPostsRepository()
        let viewModel = makeViewModel(repository)
        let load = Task { await viewModel.load() }
        await repository.waitForRequests(1)
        repository.answer(0, with: Fixtures.posts(1...10))
        await load.value

        let next = Task { await viewModel.loadNextPage() }
        await repository.waitForRequests(2)
        repository.fail(1, with: .unreachable(reason: "Cannot connect to the server"))
        await next.value

        #expect(viewModel.state == .loaded)
        #expect(viewModel.items.count == 10)
        #expect(viewModel.nextPageError?.message == "Cannot connect to the server")
    }

    @Test("selecting a row asks the coordinator to show that post")
    func selectionCallsAction() async {
        var shown: [Post.ID] = []
        let viewModel = makeViewModel(
            StubContentRepository(posts: Fixtures.posts(1...3)), showPostDetails: { shown.append($0) })
        await viewModel.load()

        viewModel.didSelect(itemAt: 2)
        viewModel.didSelect(itemAt: 7)

        #expect(shown == [3])
    }
}
