/// Loads a post together with its author and its comments, as the details screen shows them.
///
/// The comments do not depend on the post, so they load concurrently with the post and its author;
/// the whole job takes as long as the slower of the two chains, not their sum. The result is as
/// current as the least current of the three reads.
public protocol FetchPostDetailsUseCase: Sendable {
    /// Throws the first failure of the three reads; `.notFound` when the post or its author does not exist.
    func execute(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<PostDetails>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchPostDetailsUseCase: FetchPostDetailsUseCase {
    private let posts: any PostsRepository
    private let users: any UsersRepository
    private let comments: any CommentsRepository

    /// Takes the three repositories the details screen reads from.
    public init(posts: any PostsRepository, users: any UsersRepository, comments: any CommentsRepository) {
        self.posts = posts
        self.users = users
        self.comments = comments
    }

    /// Throws the first failure of the three reads; `.notFound` when the post or its author does not exist.
    public func execute(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<PostDetails> {
        let comments = self.comments
        // `async let` erases typed throws, so the child task hands back a `Result` instead.
        async let loadedComments: Result<Fetched<[Comment]>, RepositoryError> = {
            do throws(RepositoryError) {
                return .success(try await comments.fetchComments(postID: postID, policy: policy))
            } catch {
                return .failure(error)
            }
        }()
        let post = try await posts.fetchPost(id: postID, policy: policy)
        let author = try await users.fetchUser(id: post.value.authorID, policy: policy)
        let postComments = try await loadedComments.get()
        return Fetched(
            PostDetails(post: post.value, author: author.value, comments: postComments.value),
            freshness: post.freshness.combined(with: author.freshness).combined(with: postComments.freshness)
        )
    }
}
