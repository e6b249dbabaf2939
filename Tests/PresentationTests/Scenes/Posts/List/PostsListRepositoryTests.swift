import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostsListViewModel over the real use case and a stub repository")
struct PostsListRepositoryTests {
    private let repository = StubContentRepository(posts: Fixtures.posts(1...25))
    private let log = Log()

    private func makeViewModel(firstPage: PageRequest = .first) -> DefaultPostsListViewModel {
        let log = self.log
        return DefaultPostsListViewModel(
            fetchPostsPage: DefaultFetchPostsPageUseCase(posts: repository),
            actions: PostsListViewModelActions(showPostDetails: { log.append("details \($0)") }),
            firstPage: firstPage)
    }

    @Test("the first page loads from the source when nothing is stored")
    func loadsFirstPage() async {
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(viewModel.state.content?.items.map(\.id) == Array(1...10))
        #expect(viewModel.state.content?.summary == "Posts 1–10 of 25")
        #expect(repository.pageRequests == [.first])
    }

    @Test("next pages follow until the last, then no more are asked for")
    func paginatesToTheEnd() async {
        let viewModel = makeViewModel()
        await viewModel.load()

        for _ in 0..<4 { await viewModel.loadNextPage() }

        #expect(viewModel.state.content?.items.map(\.id) == Array(1...25))
        #expect(viewModel.state.content?.nextPage == .end)
        #expect(repository.pageRequests.map(\.number) == [1, 2, 3])
    }

    @Test("a deep-linked page starts the list there")
    func startsAtPage() async {
        let viewModel = makeViewModel(firstPage: PageRequest(number: 3))

        await viewModel.load()

        #expect(viewModel.state.content?.summary == "Posts 21–25 of 25")
        #expect(viewModel.state.content?.nextPage == .end)
    }

    @Test("a failure with nothing to fall back on is shown, and a retry recovers")
    func failsThenRecovers() async {
        repository.failure = .serverFailure(status: 503)
        let viewModel = makeViewModel()

        await viewModel.load()
        let failed = viewModel.state
        repository.failure = nil
        await viewModel.refresh()

        #expect(
            failed == .failed(ErrorViewModel(message: "Server returned 503 Service Unavailable", isRetryable: true)))
        #expect(viewModel.state.content?.items.count == 10)
    }

    @Test("a next page that fails is kept beside the rows; once the source answers, retrying appends it")
    func nextPageRetry() async {
        let viewModel = makeViewModel()
        await viewModel.load()
        repository.failure = .unreachable(reason: "connection refused")

        await viewModel.loadNextPage()
        let failedNextPage = viewModel.state.content?.nextPage
        repository.failure = nil
        await viewModel.loadNextPage()

        #expect(
            failedNextPage
                == .failed(PageRequest(number: 2), ErrorViewModel(message: "Connection refused", isRetryable: true)))
        #expect(viewModel.state.content?.items.count == 20)
    }

    // Issue 14.5: the rows of a list whose refresh failed must not be selectable once only the error shows.
    @Test(
        "after a refresh fails with no stored fallback, only the error shows and Enter opens nothing",
        arguments: [RepositoryError.rejected(reason: "bad page"), .notFound]
    )
    func hiddenRowsCannotBeSelected(failure: RepositoryError) async {
        let viewModel = makeViewModel()
        await viewModel.load()
        viewModel.didSelect(itemAt: 0)
        repository.failure = failure

        await viewModel.refresh()
        viewModel.didSelect(itemAt: 0)

        #expect(viewModel.state == .failed(ErrorViewModel(failure)))
        #expect(viewModel.state.content == nil)
        #expect(log.entries == ["details 1"])
    }
}
