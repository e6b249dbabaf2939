import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostsListViewModel paging", .timeLimit(.minutes(1)))
struct PostsListPagingTests {
    private func loadedViewModel(
        _ useCase: MockFetchPostsPageUseCase, firstPage: PageRequest = .first
    ) async -> DefaultPostsListViewModel {
        let viewModel = DefaultPostsListViewModel(fetchPostsPage: useCase, firstPage: firstPage)
        await viewModel.load()
        return viewModel
    }

    @Test("next pages are appended, each asked of the source, and the summary follows")
    func appendsNextPages() async {
        let useCase = MockFetchPostsPageUseCase.serving(total: 100)
        let viewModel = await loadedViewModel(useCase, firstPage: PageRequest(number: 2))
        let firstSummary = viewModel.state.content?.summary

        await viewModel.loadNextPage()

        #expect(firstSummary == "Posts 11–20 of 100")
        #expect(viewModel.state.content?.summary == "Posts 11–30 of 100")
        #expect(viewModel.state.content?.items.map(\.id) == Array(11...30))
        #expect(viewModel.state.content?.nextPage == .available(PageRequest(number: 4)))
        #expect(useCase.script.calls.last == .init(request: PageRequest(number: 3), policy: .fresh))
    }

    @Test("the summary without a total gives the range, and an empty page says so")
    func summaries() async {
        let withoutTotal = await loadedViewModel(.serving(total: 7, reportsTotal: false))
        let empty = await loadedViewModel(.serving(total: 0))

        #expect(withoutTotal.state.content?.summary == "Posts 1–7")
        #expect(empty.state.content?.summary == "No posts")
    }

    @Test("the last page ends the list, and no more pages are asked for")
    func stopsAtTheEnd() async {
        let useCase = MockFetchPostsPageUseCase.serving(total: 15)
        let viewModel = await loadedViewModel(useCase)

        await viewModel.loadNextPage()
        await viewModel.loadNextPage()

        #expect(viewModel.state.content?.items.count == 15)
        #expect(viewModel.state.content?.nextPage == .end)
        #expect(useCase.script.calls.map(\.request.number) == [1, 1, 2])
    }

    @Test("reaching the last row loads the next page; reaching another row does not")
    func reachingTheEnd() async {
        let useCase = MockFetchPostsPageUseCase.serving(total: 30)
        let viewModel = await loadedViewModel(useCase)

        await viewModel.didReach(itemAt: 5)
        let afterMiddleRow = viewModel.state.content?.items.count
        await viewModel.didReach(itemAt: 9)

        #expect(afterMiddleRow == 10)
        #expect(viewModel.state.content?.items.count == 20)
    }

    @Test("a failed next page stays inside the loaded rows, naming the request, and is retried")
    func nextPageFailureIsKeptAndRetried() async {
        let useCase = MockFetchPostsPageUseCase.serving(total: 30)
        let viewModel = await loadedViewModel(useCase)
        let failure = RepositoryError(.timedOut, request: "GET /posts?_page=2")
        useCase.script.respond { _ in .failure(failure) }

        await viewModel.loadNextPage()
        let failed = viewModel.state
        useCase.script.respond(MockFetchPostsPageUseCase.pages(of: 30))
        await viewModel.loadNextPage()

        #expect(failed.content?.items.count == 10)
        #expect(failed.content?.nextPage == .failed(PageRequest(number: 2), ErrorViewModel(failure)))
        #expect(ErrorViewModel(failure).message == "GET /posts?_page=2: the server did not answer in time")
        #expect(viewModel.state.content?.items.map(\.id) == Array(1...20))
        #expect(viewModel.state.content?.nextPage == .available(PageRequest(number: 3)))
    }

    @Test("while a next page loads, the list says so and a second request is ignored")
    func oneNextPageAtATime() async {
        let useCase = MockFetchPostsPageUseCase.serving(total: 30)
        let viewModel = await loadedViewModel(useCase)
        useCase.script.isHolding = true

        let next = Task { await viewModel.loadNextPage() }
        await useCase.script.waitForCalls(3)
        let whileLoading = (viewModel.state.content?.nextPage, viewModel.isLoading)
        await viewModel.loadNextPage()
        useCase.script.answer(2, with: .success(PageFixtures.page(11...20, request: PageRequest(number: 2))))
        await next.value

        #expect(whileLoading == (.loading(PageRequest(number: 2)), true))
        #expect(useCase.script.calls.count == 3)
        #expect(viewModel.state.content?.items.count == 20)
    }

    @Test(
        "a refresh cancels a next page in flight, whose late answer is dropped",
        arguments: [true, false]
    )
    func refreshCancelsNextPage(lateAnswerFirst: Bool) async {
        let useCase = MockFetchPostsPageUseCase.serving(total: 30)
        let viewModel = await loadedViewModel(useCase)
        useCase.script.isHolding = true
        let next = Task { await viewModel.loadNextPage() }
        await useCase.script.waitForCalls(3)

        let refresh = Task { await viewModel.refresh() }
        await useCase.script.waitForCalls(4)
        let late = PageFixtures.page(11...20, request: PageRequest(number: 2), total: 30)
        let fresh = PageFixtures.page(1...10, total: 30)
        if lateAnswerFirst {
            useCase.script.answer(2, with: .success(late))
            await next.value
        }
        useCase.script.answer(3, with: .success(fresh))
        await refresh.value
        if !lateAnswerFirst {
            useCase.script.answer(2, with: .success(late))
            await next.value
        }

        #expect(useCase.script.cancelledCalls == [2])
        #expect(useCase.script.calls[3] == .init(request: .first, policy: .fresh))
        #expect(viewModel.state.content?.items.map(\.id) == Array(1...10))
        #expect(viewModel.state.content?.nextPage == .available(PageRequest(number: 2)))
        #expect(viewModel.isLoading == false)
    }
}
