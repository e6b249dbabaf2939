/// Loads the comments of one post, for the comments screen.
public struct FetchCommentsUseCase: Sendable {
    private let comments: any CommentsRepository

    /// Takes the repository to read comments from.
    public init(comments: any CommentsRepository) {
        self.comments = comments
    }

    /// Comments in the source's order; `.stored` reads the local copy only, for an instant first paint.
    public func execute(postID: Post.ID, policy: ReadPolicy = .fresh) async throws(RepositoryError)
        -> Fetched<[Comment]>
    {
        try await comments.fetchComments(postID: postID, policy: policy)
    }
}
