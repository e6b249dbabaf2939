/// Loads one page of the posts list.
///
/// A struct rather than a protocol: there is one way to do this job, and tests replace the repository,
/// not the use case.
public struct FetchPostsPageUseCase: Sendable {
    private let posts: any PostsRepository

    /// Takes the repository to read posts from.
    public init(posts: any PostsRepository) {
        self.posts = posts
    }

    /// `.stored` reads the local copy only, for an instant first paint; `.fresh` asks the source.
    public func execute(_ request: PageRequest, policy: ReadPolicy = .fresh) async throws(RepositoryError)
        -> Fetched<Page<Post>>
    {
        try await posts.fetchPostsPage(request, policy: policy)
    }
}
