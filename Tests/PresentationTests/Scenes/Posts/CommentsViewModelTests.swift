import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("CommentsViewModel")
struct CommentsViewModelTests {
    @Test("comments load for their post only, and a failure is an error state")
    func loadsComments() async {
        let repository = StubContentRepository(comments: [
            Fixtures.comment(id: 1, postID: 1), Fixtures.comment(id: 2, postID: 2),
        ])
        let viewModel = CommentsViewModel(postID: 2, fetchComments: DefaultFetchCommentsUseCase(comments: repository))

        await viewModel.load()
        let loaded = viewModel.items.map(\.id)
        repository.failure = .serverFailure(status: 500)
        await viewModel.refresh()

        #expect(loaded == [2])
        #expect(viewModel.state == .error(ErrorViewModel(message: "Server returned 500", isRetryable: true)))
    }
}
