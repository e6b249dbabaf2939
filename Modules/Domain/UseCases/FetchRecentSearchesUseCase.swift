/// Loads the queries the recent searches screen offers again, most recent first.
public protocol FetchRecentSearchesUseCase: Sendable {
    /// At most `RecentSearches.limit` queries; empty before the first successful search.
    func execute() async throws(RepositoryError) -> [String]
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchRecentSearchesUseCase: FetchRecentSearchesUseCase {
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
