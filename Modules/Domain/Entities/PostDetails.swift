/// Everything the post details screen needs, assembled by `FetchPostDetailsUseCase`.
///
/// The post is the screen's primary entity; the author and the comments are parts that may fail on
/// their own (a server that serves posts but not users), so each carries its outcome and the screen
/// shows what loaded and names what did not.
public struct PostDetails: Hashable, Sendable {
    /// The post being shown.
    public let post: Post
    /// The user who wrote the post, for the byline, or why it could not be loaded.
    public let author: Result<User, RepositoryError>
    /// The post's comments in the source's order (empty when nobody replied), or why they could not be loaded.
    public let comments: Result<[Comment], RepositoryError>

    /// Assembled by `FetchPostDetailsUseCase` from three reads; tests build it directly.
    public init(post: Post, author: Result<User, RepositoryError>, comments: Result<[Comment], RepositoryError>) {
        self.post = post
        self.author = author
        self.comments = comments
    }
}
