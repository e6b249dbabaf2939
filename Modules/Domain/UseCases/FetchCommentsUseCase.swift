/// Loads the comments of one post, for the comments screen.
public struct FetchCommentsUseCase: Sendable {
    private let comments: any CommentsRepository

    public init(comments: any CommentsRepository) {
        self.comments = comments
    }

    public func execute(postID: Post.ID, policy: ReadPolicy = .fresh) async throws(RepositoryError)
        -> Fetched<[Comment]>
    {
        try await comments.fetchComments(postID: postID, policy: policy)
    }
}
