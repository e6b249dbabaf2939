/// The port through which use cases read posts. The Data layer implements it; tests stub it.
public protocol PostsRepository: Sendable {
    /// One page of all posts, newest data the source has.
    func fetchPostsPage(_ request: PageRequest) async throws(RepositoryError) -> Page<Post>
    /// A single post; `RepositoryError.notFound` when there is none with that id.
    func fetchPost(id: Post.ID) async throws(RepositoryError) -> Post
}
