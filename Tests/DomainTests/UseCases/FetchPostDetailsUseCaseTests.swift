import StrataDomain
import StrataTestSupport
import Synchronization
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
        let useCase = FetchPostDetailsUseCase(posts: repository, users: repository, comments: repository)

        let details = try await useCase.execute(postID: 7)

        #expect(details.post == post)
        #expect(details.author.id == 3)
        #expect(details.comments.map(\.id) == [1])
    }

    @Test("a missing post is reported as not found")
    func missingPost() async {
        let repository = StubContentRepository(users: [Fixtures.user()])
        let useCase = FetchPostDetailsUseCase(posts: repository, users: repository, comments: repository)

        await #expect(throws: RepositoryError.notFound) { try await useCase.execute(postID: 42) }
    }

    @Test("a failing comments request fails the whole load")
    func failingComments() async {
        let repository = StubContentRepository(posts: [Fixtures.post()], users: [Fixtures.user()])
        let comments = FailingCommentsRepository()
        let useCase = FetchPostDetailsUseCase(posts: repository, users: repository, comments: comments)

        await #expect(throws: RepositoryError.timedOut) { try await useCase.execute(postID: 1) }
    }

    @Test("comments load while the post is still loading")
    func loadsCommentsConcurrently() async throws {
        let gate = RendezvousRepository()
        let useCase = FetchPostDetailsUseCase(posts: gate, users: gate, comments: gate)

        let details = try await useCase.execute(postID: 1)

        // The post request waits for the comments request to start; run one after the other, it
        // would give up waiting and record that it never overlapped.
        #expect(gate.overlapped)
        #expect(details.comments.count == 1)
    }
}

private struct FailingCommentsRepository: CommentsRepository {
    func fetchComments(postID: Post.ID) async throws(RepositoryError) -> [StrataDomain.Comment] {
        throw .timedOut
    }
}

/// Holds the post back until the comments have been asked for, for at most two seconds.
private final class RendezvousRepository: PostsRepository, UsersRepository, CommentsRepository, Sendable {
    private let commentsStarted = Mutex(false)
    private let overlap = Mutex(false)

    var overlapped: Bool { overlap.withLock { $0 } }

    func fetchPostsPage(_ request: PageRequest) async throws(RepositoryError) -> Page<Post> {
        Page(items: [], request: request, totalCount: 0, hasNextPage: false)
    }

    func fetchPost(id: Post.ID) async throws(RepositoryError) -> Post {
        for _ in 0..<200 where !commentsStarted.withLock({ $0 }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        overlap.withLock { $0 = commentsStarted.withLock { $0 } }
        return Fixtures.post(id: id)
    }

    func fetchPosts(authorID: User.ID) async throws(RepositoryError) -> [Post] { [] }

    func searchPosts(query: String) async throws(RepositoryError) -> [Post] { [] }

    func fetchUsers() async throws(RepositoryError) -> [User] { [] }

    func fetchUser(id: User.ID) async throws(RepositoryError) -> User {
        Fixtures.user(id: id)
    }

    func fetchComments(postID: Post.ID) async throws(RepositoryError) -> [StrataDomain.Comment] {
        commentsStarted.withLock { $0 = true }
        return [Fixtures.comment(postID: postID)]
    }
}
