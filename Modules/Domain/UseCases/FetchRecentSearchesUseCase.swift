/// Loads the queries to suggest while the search field is empty, most recent first.
public struct FetchRecentSearchesUseCase: Sendable {
    private let recentSearches: any RecentSearchesRepository

    /// Takes the repository that remembers queries.
    public init(recentSearches: any RecentSearchesRepository) {
        self.recentSearches = recentSearches
    }

    /// At most `RecentSearches.limit` queries; empty before the first successful search.
    public func execute() async throws(RepositoryError) -> [String] {
        try await recentSearches.recentQueries()
    }
}
