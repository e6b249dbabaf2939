import StrataDomain

/// The local copy of the comments of each post.
protocol CommentsStore: Sendable {
    /// Makes `comments` the stored comments of the post, dropping ones the source no longer lists.
    func replaceComments(_ comments: [Comment], ofPost postID: Post.ID) async throws(StorageError)
    /// The stored comments of the post by id; empty when none are stored.
    func comments(ofPost postID: Post.ID) async throws(StorageError) -> [Comment]
}
