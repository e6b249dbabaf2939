/// Loads every post one user wrote.
public protocol FetchUserPostsUseCase: Sendable {
    /// The user's posts, oldest first; empty for a user who wrote none.
    func execute(authorID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchUserPostsUseCase: FetchUserPostsUseCase {
    private let posts: any PostsRepository

    /// Takes the repository to read posts from.
    public init(posts: any PostsRepository) {
        self.posts = posts
    }

    /// The user's posts, oldest first; empty for a user who wrote none.
    public func execute(authorID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        try await posts.fetchPosts(authorID: authorID, policy: policy)
    }
}
