import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostDetailsViewModel over the real use case and stub repositories")
struct PostDetailsRepositoryTests {
    private let content = StubContentRepository(
        posts: [Post(id: 1, authorID: 1, title: "sunt aut", body: "quia et")],
        comments: [Fixtures.comment(id: 1, postID: 1), Fixtures.comment(id: 2, postID: 1)],
        users: [Fixtures.user(id: 1)]
    )

    private func makeViewModel(
        postID: Post.ID = 1, users: (any UsersRepository)? = nil, comments: (any CommentsRepository)? = nil
    ) -> DefaultPostDetailsViewModel {
        DefaultPostDetailsViewModel(
            postID: postID,
            fetchPostDetails: DefaultFetchPostDetailsUseCase(
                posts: content, users: users ?? content, comments: comments ?? content))
    }

    @Test("the post, its author and its comments load together")
    func loadsEverything() async {
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(viewModel.state.content?.title == "Sunt aut")
        #expect(viewModel.state.content?.byline == .loaded("by Leanne Graham (@Bret)"))
        #expect(viewModel.state.content?.commentsSummary == "2 comments")
    }

    @Test("an author the source cannot find is a failed part naming the request")
    func authorFailsAlone() async {
        let viewModel = makeViewModel(
            users: FailingRepository(error: RepositoryError(.notFound, request: "GET /users/1")))

        await viewModel.load()

        #expect(
            viewModel.state.content?.author.failure?.message
                == "Author: User 1 does not exist (GET /users/1 answered 404 Not Found)")
        #expect(viewModel.state.content?.commentsSummary == "2 comments")
    }

    @Test("comments the source refuses are a failed part naming the request")
    func commentsFailAlone() async {
        let failure = RepositoryError(.serverFailure(status: 500), request: "GET /posts/1/comments")
        let viewModel = makeViewModel(comments: FailingRepository(error: failure))

        await viewModel.load()

        #expect(
            viewModel.state.content?.comments.failure?.message
                == "Comments: GET /posts/1/comments answered 500 Internal Server Error")
        #expect(viewModel.state.content?.title == "Sunt aut")
    }

    @Test("a post the source does not have fails the screen: Post 1000 does not exist")
    func missingPost() async {
        let viewModel = makeViewModel(postID: 1000)

        await viewModel.load()

        #expect(viewModel.state == .failed(ErrorViewModel(message: "Post 1000 does not exist", isRetryable: false)))
    }

    @Test("a source that fails everything fails the screen with the post's own failure")
    func everythingFails() async {
        content.failure = .timedOut
        let viewModel = makeViewModel()

        await viewModel.load()

        #expect(
            viewModel.state == .failed(ErrorViewModel(message: "The server did not answer in time", isRetryable: true)))
    }
}

extension ContentPart {
    /// Why the part failed, when it did.
    var failure: ErrorViewModel? {
        if case .failed(let error) = self { error } else { nil }
    }
}
