/// Loads one page of the posts list.
public protocol FetchPostsPageUseCase: Sendable {
    /// `.stored` reads the local copy only, for an instant first paint; `.fresh` asks the source.
    func execute(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Page<Post>>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchPostsPageUseCase: FetchPostsPageUseCase {
    private let posts: any PostsRepository

    /// Takes the repository to read posts from.
    public init(posts: any PostsRepository) {
        self.posts = posts
    }

    /// `.stored` reads the local copy only, for an instant first paint; `.fresh` asks the source.
    public func execute(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<Page<Post>>
    {
        try await posts.fetchPostsPage(request, policy: policy)
    }
}
