import StrataDomain
import StrataTestSupport
import Testing

@Suite("FetchPostDetailsUseCase")
struct FetchPostDetailsUseCaseTests {
    @Test("assembles the post, its author and only its comments")
    func assemblesDetails() async throws {
        let post = Fixtures.post(id: 7, authorID: 3)
        let repository = StubContentRepository(
            posts: [post],
            comments: [Fixtures.comment(id: 1, postID: 7), Fixtures.comment(id: 2, postID: 8)],
            users: [Fixtures.user(id: 3)]
        )
        let useCase = DefaultFetchPostDetailsUseCase(posts: repository, users: repository, comments: repository)

        let details = try await useCase.execute(postID: 7, policy: .fresh)

        #expect(details.post == post)
        #expect(try details.author.get().id == 3)
        #expect(try details.comments.get().map(\.id) == [1])
    }

    @Test("a missing post is reported as not found")
    func missingPost() async {
        let repository = StubContentRepository(users: [Fixtures.user()])
        let useCase = DefaultFetchPostDetailsUseCase(posts: repository, users: repository, comments: repository)

        await #expect(throws: RepositoryError.notFound) { try await useCase.execute(postID: 42, policy: .fresh) }
    }

    @Test("failing comments leave the post and its author, and say why the comments are missing")
    func failingComments() async throws {
        let repository = StubContentRepository(posts: [Fixtures.post()], users: [Fixtures.user()])
        let comments = FailingCommentsRepository()
        let useCase = DefaultFetchPostDetailsUseCase(posts: repository, users: repository, comments: comments)

        let details = try await useCase.execute(postID: 1, policy: .fresh)

        #expect(details.post.id == 1)
        #expect(try details.author.get().id == 1)
        #expect(details.comments == .failure(RepositoryError(.timedOut, request: "GET /posts/1/comments")))
        #expect(details.freshness == .current, "only the reads that succeeded count")
    }

    @Test("a missing author is a failed part, not a missing post")
    func missingAuthor() async throws {
        let repository = StubContentRepository(posts: [Fixtures.post(id: 3, authorID: 9)])
        let useCase = DefaultFetchPostDetailsUseCase(posts: repository, users: repository, comments: repository)

        let details = try await useCase.execute(postID: 3, policy: .fresh)

        #expect(details.post.id == 3)
        #expect(details.author == .failure(.notFound))
    }

    @Test("comments load while the post is still loading")
    func loadsCommentsConcurrently() async throws {
        let gate = RendezvousRepository()
        let useCase = DefaultFetchPostDetailsUseCase(posts: gate, users: gate, comments: gate)

        let details = try await useCase.execute(postID: 1, policy: .fresh)

        // The post request waits for the comments request to start; run one after the other, it
        // would give up waiting and record that it never overlapped.
        #expect(gate.overlapped)
        #expect(try details.comments.get().count == 1)
        #expect(details.freshness == .stored(asOf: nil), "the least current of the three reads")
    }
}

private struct FailingCommentsRepository: CommentsRepository {
    func fetchComments(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError)
        -> Fetched<[StrataDomain.Comment]>
    {
        throw RepositoryError(.timedOut, request: "GET /posts/\(postID)/comments")
    }
}

/// Holds the post back until the comments have been asked for, for at most two seconds.
private final class RendezvousRepository: PostsRepository, UsersRepository, CommentsRepository, Sendable {
    private let commentsStarted = Locked(false)
    private let overlap = Locked(false)

    var overlapped: Bool { overlap.withLock { $0 } }

    func fetchPostsPage(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
        -> Fetched<Page<Post>>
    {
        Fetched(Page(items: [], request: request, totalCount: 0, hasNextPage: false), freshness: .current)
    }

    func fetchPost(id: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Post> {
        for _ in 0..<200 where !commentsStarted.withLock({ $0 }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        overlap.withLock { $0 = commentsStarted.withLock { $0 } }
        return Fetched(Fixtures.post(id: id), freshness: .current)
    }

    func fetchPosts(authorID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        Fetched([], freshness: .current)
    }

    func searchPosts(query: String, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        Fetched([], freshness: .current)
    }

    func fetchUsers(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[User]> {
        Fetched([], freshness: .current)
    }

    func fetchUser(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
        Fetched(Fixtures.user(id: id), freshness: .stored(asOf: nil))
    }

    func fetchComments(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError)
        -> Fetched<[StrataDomain.Comment]>
    {
        commentsStarted.withLock { $0 = true }
        return Fetched([Fixtures.comment(postID: postID)], freshness: .current)
    }
}
