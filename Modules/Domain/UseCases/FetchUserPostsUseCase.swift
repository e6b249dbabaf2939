/// Loads every post one user wrote.
public struct FetchUserPostsUseCase: Sendable {
    private let posts: any PostsRepository

    public init(posts: any PostsRepository) {
        self.posts = posts
    }

    public func execute(authorID: User.ID, policy: ReadPolicy = .fresh) async throws(RepositoryError)
        -> Fetched<[Post]>
    {
        try await posts.fetchPosts(authorID: authorID, policy: policy)
    }
}
