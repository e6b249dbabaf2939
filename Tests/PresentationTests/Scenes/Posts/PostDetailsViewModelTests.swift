import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostDetailsViewModel")
struct PostDetailsViewModelTests {
    private func makeViewModel(
        postID: Post.ID,
        repository: StubContentRepository,
        showAuthor: @escaping @MainActor (User.ID) -> Void = { _ in }
    ) -> PostDetailsViewModel {
        PostDetailsViewModel(
            postID: postID,
            fetchPostDetails: DefaultFetchPostDetailsUseCase(
                posts: repository, users: repository, comments: repository),
            actions: PostDetailsViewModelActions(showAuthor: showAuthor)
        )
    }

    @Test("a loaded post reads as title, byline, body and a comment count")
    func loadsContent() async throws {
        let repository = StubContentRepository(
            posts: [Post(id: 4, authorID: 1, title: "eum et est", body: "ullam et saepe")],
            comments: [Fixtures.comment(id: 9, postID: 4)],
            users: [Fixtures.user(id: 1)]
        )
        let viewModel = makeViewModel(postID: 4, repository: repository)
        #expect(viewModel.title == "Post 4")

        await viewModel.load()

        guard case .loaded(let content) = viewModel.state else {
            Issue.record("expected loaded, got \(viewModel.state)")
            return
        }
        #expect(content.title == "Eum et est")
        #expect(content.byline == "by Leanne Graham (@Bret)")
        #expect(content.body == "Ullam et saepe")
        #expect(content.commentsSummary == "1 comment")
        #expect(content.comments.map(\.author) == ["reader9@example.com"])
        #expect(viewModel.title == "Eum et est")
    }

    @Test("a post that does not exist says so by number, with no retry")
    func missingPost() async {
        let viewModel = makeViewModel(postID: 77, repository: StubContentRepository(users: [Fixtures.user()]))

        await viewModel.load()

        #expect(viewModel.state == .error(ErrorViewModel(message: "Post 77 does not exist", isRetryable: false)))
    }

    @Test("the author can be opened once the post is loaded, not before")
    func showsAuthor() async {
        var shown: [User.ID] = []
        let repository = StubContentRepository(
            posts: [Fixtures.post(id: 1, authorID: 3)], users: [Fixtures.user(id: 3)])
        let viewModel = makeViewModel(postID: 1, repository: repository, showAuthor: { shown.append($0) })

        viewModel.showAuthor()
        await viewModel.load()
        viewModel.showAuthor()

        #expect(shown == [3])
    }
}
