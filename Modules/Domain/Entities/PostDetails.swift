/// Everything the post details screen needs, assembled by `FetchPostDetailsUseCase`.
public struct PostDetails: Hashable, Sendable {
    public let post: Post
    public let author: User
    public let comments: [Comment]

    public init(post: Post, author: User, comments: [Comment]) {
        self.post = post
        self.author = author
        self.comments = comments
    }
}
