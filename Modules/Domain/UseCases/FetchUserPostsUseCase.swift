/// Loads every post one user wrote.
public struct FetchUserPostsUseCase: Sendable {
    private let posts: any PostsRepository

    public init(posts: any PostsRepository) {
        self.posts = posts
    }

    public func execute(authorID: User.ID) async throws(RepositoryError) -> [Post] {
        try await posts.fetchPosts(authorID: authorID)
    }
}
