/// The port through which use cases read posts. The Data layer implements it; tests stub it.
public protocol PostsRepository: Sendable {
    /// One page of all posts.
    func fetchPostsPage(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Page<Post>>
    /// A single post; `RepositoryError.notFound` when there is none with that id.
    func fetchPost(id: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Post>
    /// Every post the user wrote, oldest first.
    func fetchPosts(authorID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]>
    /// Posts whose text contains `query`, ignoring case (beyond ASCII letters, sources may differ).
    func searchPosts(query: String, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]>
}
