/// Loads every post one user wrote.
public struct FetchUserPostsUseCase: Sendable {
    private let posts: any PostsRepository

    /// Takes the repository to read posts from.
    public init(posts: any PostsRepository) {
        self.posts = posts
    }

    /// The user's posts, oldest first; empty for a user who wrote none.
    public func execute(authorID: User.ID, policy: ReadPolicy = .fresh) async throws(RepositoryError)
        -> Fetched<[Post]>
    {
        try await posts.fetchPosts(authorID: authorID, policy: policy)
    }
}
