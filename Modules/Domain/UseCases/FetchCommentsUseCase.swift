/// Loads the comments of one post, for the comments screen.
public protocol FetchCommentsUseCase: Sendable {
    /// Comments in the source's order; `.stored` reads the local copy only, for an instant first paint.
    func execute(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Comment]>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchCommentsUseCase: FetchCommentsUseCase {
    private let comments: any CommentsRepository

    /// Takes the repository to read comments from.
    public init(comments: any CommentsRepository) {
        self.comments = comments
    }

    /// Comments in the source's order; `.stored` reads the local copy only, for an instant first paint.
    public func execute(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Comment]> {
        try await comments.fetchComments(postID: postID, policy: policy)
    }
}
