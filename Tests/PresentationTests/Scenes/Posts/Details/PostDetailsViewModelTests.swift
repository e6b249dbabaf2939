import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostDetailsViewModel over a mocked use case", .timeLimit(.minutes(1)))
struct PostDetailsViewModelTests {
    private let log = Log()
    private let post = Post(id: 4, authorID: 3, title: "eum et est", body: "ullam et saepe\nreiciendis")

    private func details(
        author: Result<User, RepositoryError> = .success(Fixtures.user(id: 3)),
        comments: Result<[StrataDomain.Comment], RepositoryError> = .success([Fixtures.comment(id: 9, postID: 4)]),
        freshness: Freshness = .current
    ) -> Fetched<PostDetails> {
        Fetched(PostDetails(post: post, author: author, comments: comments), freshness: freshness)
    }

    private func makeViewModel(
        postID: Post.ID = 4,
        _ respond:
            @escaping @Sendable (MockFetchPostDetailsUseCase.Call) -> Result<
                Fetched<PostDetails>, RepositoryError
            >
    ) -> (DefaultPostDetailsViewModel, MockFetchPostDetailsUseCase) {
        let useCase = MockFetchPostDetailsUseCase(respond)
        let log = self.log
        let viewModel = DefaultPostDetailsViewModel(
            postID: postID, fetchPostDetails: useCase,
            actions: PostDetailsViewModelActions(
                showAuthor: { log.append("author \($0)") }, showComments: { log.append("comments \($0)") }))
        return (viewModel, useCase)
    }

    @Test("a loaded post reads as title, byline, body and a comment count, the stored copy first")
    func loadsContent() async {
        let stored = details(freshness: .stored(asOf: nil))
        let fresh = details()
        let (viewModel, useCase) = makeViewModel { $0.policy == .stored ? .success(stored) : .success(fresh) }
        let titleBefore = viewModel.title

        await viewModel.load()

        let content = viewModel.state.content
        #expect(titleBefore == "Post 4")
        #expect(viewModel.title == "Eum et est")
        #expect(content?.body == "Ullam et saepe\nreiciendis")
        #expect(content?.byline == .loaded("by Leanne Graham (@Bret)"))
        #expect(content?.author.value?.id == 3)
        #expect(content?.commentsSummary == "1 comment")
        #expect(content?.comments.value?.map(\.author) == ["reader9@example.com"])
        #expect(content?.freshness == .current)
        #expect(useCase.script.calls == [.init(postID: 4, policy: .stored), .init(postID: 4, policy: .fresh)])
    }

    @Test("an author that failed is a failed part naming the request; the rest is shown")
    func authorFails() async {
        let failure = RepositoryError(.notFound, request: "GET /users/3")
        let answer = details(author: .failure(failure))
        let (viewModel, _) = makeViewModel { _ in .success(answer) }

        await viewModel.load()

        let expected = ErrorViewModel(
            message: "Author: User 3 does not exist (GET /users/3 answered 404 Not Found)", isRetryable: false,
            request: "GET /users/3")
        #expect(viewModel.state.content?.author == .failed(expected))
        #expect(viewModel.state.content?.byline == .failed(expected))
        #expect(viewModel.state.content?.commentsSummary == "1 comment")
    }

    @Test("comments that failed are a failed part naming the request; the post and author are shown")
    func commentsFail() async {
        let failure = RepositoryError(.serverFailure(status: 503), request: "GET /posts/4/comments")
        let answer = details(comments: .failure(failure))
        let (viewModel, _) = makeViewModel { _ in .success(answer) }

        await viewModel.load()

        #expect(
            viewModel.state.content?.comments
                == .failed(
                    ErrorViewModel(
                        message: "Comments: GET /posts/4/comments answered 503 Service Unavailable", isRetryable: true,
                        request: "GET /posts/4/comments")))
        #expect(viewModel.state.content?.commentsSummary == nil)
        #expect(viewModel.state.content?.byline == .loaded("by Leanne Graham (@Bret)"))
    }

    @Test(
        "the comment count reads as a person would say it",
        arguments: [(0, "No comments"), (1, "1 comment"), (5, "5 comments")]
    )
    func commentsSummary(count: Int, summary: String) async {
        let comments = (0..<count).map { Fixtures.comment(id: $0 + 1, postID: 4) }
        let answer = details(comments: .success(comments))
        let (viewModel, _) = makeViewModel { _ in .success(answer) }

        await viewModel.load()

        #expect(viewModel.state.content?.commentsSummary == summary)
    }

    @Test(
        "a post that does not exist fails the screen, by number, with no retry",
        arguments: [
            (RepositoryError.notFound, "Post 1000 does not exist"),
            (
                RepositoryError(.notFound, request: "GET /posts/1000"),
                "Post 1000 does not exist (GET /posts/1000 answered 404 Not Found)"
            ),
        ]
    )
    func missingPost(failure: RepositoryError, message: String) async {
        let (viewModel, _) = makeViewModel(postID: 1000) { _ in .failure(failure) }

        await viewModel.load()

        #expect(
            viewModel.state == .failed(ErrorViewModel(message: message, isRetryable: false, request: failure.request)))
        #expect(viewModel.title == "Post 1000")
    }

    @Test("the author opens once the post is loaded, not before; the comments open any time")
    func actions() async {
        let answer = details()
        let (viewModel, _) = makeViewModel { _ in .success(answer) }

        viewModel.showAuthor()
        viewModel.showComments()
        await viewModel.load()
        viewModel.showAuthor()

        #expect(log.entries == ["comments 4", "author 3"])
    }
}
