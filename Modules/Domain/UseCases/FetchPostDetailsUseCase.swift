/// Loads a post together with its author and its comments, as the details screen shows them.
public protocol FetchPostDetailsUseCase: Sendable {
    /// Throws only when the post itself cannot be loaded (`.notFound` when it does not exist); the
    /// author and the comments fail on their own, inside the result, so whatever loaded is shown.
    func execute(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<PostDetails>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
///
/// The comments do not depend on the post, so they load concurrently with the post and its author;
/// the whole job takes as long as the slower of the two chains, not their sum. The result is as
/// current as the least current of the reads that succeeded.
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

    /// Throws only the post's own failure; the author's and the comments' are kept in the result.
    public func execute(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<PostDetails> {
        let comments = self.comments
        // `async let` erases typed throws, so the child task hands back a `Result` instead.
        async let loadedComments = Self.outcome { () async throws(RepositoryError) in
            try await comments.fetchComments(postID: postID, policy: policy)
        }
        let post = try await posts.fetchPost(id: postID, policy: policy)
        let users = self.users
        let author = await Self.outcome { () async throws(RepositoryError) in
            try await users.fetchUser(id: post.value.authorID, policy: policy)
        }
        let postComments = await loadedComments
        var freshness = post.freshness
        if case .success(let fetched) = author { freshness = freshness.combined(with: fetched.freshness) }
        if case .success(let fetched) = postComments { freshness = freshness.combined(with: fetched.freshness) }
        return Fetched(
            PostDetails(post: post.value, author: author.map(\.value), comments: postComments.map(\.value)),
            freshness: freshness
        )
    }

    private static func outcome<Value>(
        _ read: @Sendable () async throws(RepositoryError) -> Fetched<Value>
    ) async -> Result<Fetched<Value>, RepositoryError> {
        do throws(RepositoryError) {
            return .success(try await read())
        } catch {
            return .failure(error)
        }
    }
}
