/// The port through which use cases read the comments of a post.
public protocol CommentsRepository: Sendable {
    /// Every comment on the post, in the order the source keeps them; empty when there are none, and
    /// `RepositoryError.notFound` when there is no post with that id.
    func fetchComments(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Comment]>
}
