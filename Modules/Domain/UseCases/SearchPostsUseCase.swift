/// Searches posts by text, and remembers a submitted query as a recent search once the source has
/// answered it with at least one post: a query typed on the way to another, one that failed, found
/// nothing, or that only the offline copy could answer is not worth offering again.
public protocol SearchPostsUseCase: Sendable {
    /// Blank queries are rejected; surrounding spaces are ignored.
    ///
    /// - Parameters:
    ///   - query: the text to look for in titles and bodies, as typed.
    ///   - remember: whether the user submitted the query (Enter, a picked recent search), so it may
    ///     be offered again; `false` for the searches that run while they type.
    func execute(query: String, remember: Bool) async throws(RepositoryError) -> Fetched<[Post]>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultSearchPostsUseCase: SearchPostsUseCase {
    private let posts: any PostsRepository
    private let recentSearches: any RecentSearchesRepository

    /// Takes the posts to search and the repository that remembers successful queries.
    public init(posts: any PostsRepository, recentSearches: any RecentSearchesRepository) {
        self.posts = posts
        self.recentSearches = recentSearches
    }

    /// Blank queries are rejected; surrounding spaces are ignored.
    public func execute(query: String, remember: Bool) async throws(RepositoryError) -> Fetched<[Post]> {
        let query = RecentSearches.normalized(query)
        guard !query.isEmpty else { throw .rejected(reason: "Type something to search for") }
        let results = try await posts.searchPosts(query: query, policy: .fresh)
        if remember, results.freshness == .current, !results.value.isEmpty {
            // Failing to remember a query must not fail a search that worked.
            try? await recentSearches.remember(query)
        }
        return results
    }
}
