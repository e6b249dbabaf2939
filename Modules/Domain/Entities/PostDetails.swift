/// Everything the post details screen needs, assembled by `FetchPostDetailsUseCase`.
public struct PostDetails: Hashable, Sendable {
    /// The post being shown.
    public let post: Post
    /// The user who wrote the post, for the byline.
    public let author: User
    /// The post's comments, in the source's order; empty when nobody replied.
    public let comments: [Comment]

    /// Assembled by `FetchPostDetailsUseCase` from three reads; tests build it directly.
    public init(post: Post, author: User, comments: [Comment]) {
        self.post = post
        self.author = author
        self.comments = comments
    }
}
