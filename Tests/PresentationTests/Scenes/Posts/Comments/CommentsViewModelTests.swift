import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("CommentsViewModel over a mocked use case", .timeLimit(.minutes(1)))
struct CommentsViewModelTests {
    private let comment = StrataDomain.Comment(
        id: 5, postID: 2, title: "id labore ex", authorEmail: "Nikita@garfield.biz", body: "quia molestiae")

    @Test("comments load for their post, stored copy first, as rows ready to draw")
    func loadsRows() async {
        let comment = self.comment
        let useCase = MockFetchCommentsUseCase { call in
            .success(Fetched(call.policy == .stored ? [] : [comment], freshness: .current))
        }
        let viewModel = DefaultCommentsViewModel(postID: 2, fetchComments: useCase)

        await viewModel.load()

        let row = viewModel.state.content?.items.first
        #expect(viewModel.title == "Comments on post 2")
        #expect(row?.title == "Id labore ex")
        #expect(row?.body == "Quia molestiae")
        #expect(row?.author == "Nikita@garfield.biz")
        #expect(useCase.script.calls == [.init(postID: 2, policy: .stored), .init(postID: 2, policy: .fresh)])
    }

    @Test("a failure with nothing stored is the screen's error, naming the request")
    func failure() async {
        let failure = RepositoryError(.serverFailure(status: 502), request: "GET /posts/2/comments")
        let viewModel = DefaultCommentsViewModel(
            postID: 2, fetchComments: MockFetchCommentsUseCase { _ in .failure(failure) })

        await viewModel.load()

        #expect(viewModel.state.content == nil)
        #expect(
            viewModel.state
                == .failed(
                    ErrorViewModel(
                        message: "GET /posts/2/comments answered 502 Bad Gateway", isRetryable: true,
                        request: "GET /posts/2/comments")))
    }

    @Test("a post the source does not have fails the screen, by number, never an empty list")
    func postMissing() async {
        let viewModel = DefaultCommentsViewModel(
            postID: 99, fetchComments: MockFetchCommentsUseCase { _ in .failure(.notFound) })

        await viewModel.load()

        #expect(viewModel.state == .failed(ErrorViewModel(message: "Post 99 does not exist", isRetryable: false)))
    }

    @Test("loading, loaded and a refresh are each observable; a load not needed is not")
    func observation() async {
        let comment = self.comment
        let useCase = MockFetchCommentsUseCase { _ in .success(Fetched([comment], freshness: .current)) }
        useCase.script.isHolding = true
        let viewModel = DefaultCommentsViewModel(postID: 2, fetchComments: useCase)

        let toLoading = ObservationProbe { _ = viewModel.state }
        let load = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)
        let toLoaded = ObservationProbe { _ = viewModel.state }
        let idle = ObservationProbe { _ = viewModel.isLoading }
        useCase.script.isHolding = false
        useCase.script.answer(0, with: .failure(.notFound))
        await load.value
        let silent = ObservationProbe { _ = viewModel.state }
        await viewModel.load()
        let loadNotNeededFired = silent.didFire
        let refreshing = ObservationProbe { _ = viewModel.isLoading }
        await viewModel.refresh()

        #expect([toLoading, toLoaded, idle, refreshing].map(\.didFire) == [true, true, true, true])
        #expect(loadNotNeededFired == false)
    }
}

@MainActor
@Suite("CommentsViewModel over the real use case and a stub repository")
struct CommentsRepositoryTests {
    @Test("only the post's own comments are shown; a later failure replaces them with the error")
    func loadsThenFails() async {
        let repository = StubContentRepository(comments: [
            Fixtures.comment(id: 1, postID: 1), Fixtures.comment(id: 2, postID: 2), Fixtures.comment(id: 3, postID: 2),
        ])
        let viewModel = DefaultCommentsViewModel(
            postID: 2, fetchComments: DefaultFetchCommentsUseCase(comments: repository))

        await viewModel.load()
        let loaded = viewModel.state.content?.items.map(\.id)
        repository.failure = .serverFailure(status: 500)
        await viewModel.refresh()

        #expect(loaded == [2, 3])
        #expect(
            viewModel.state
                == .failed(ErrorViewModel(message: "Server returned 500 Internal Server Error", isRetryable: true)))
    }
}
