/// Loads the queries to suggest while the search field is empty, most recent first.
public struct FetchRecentSearchesUseCase: Sendable {
    private let recentSearches: any RecentSearchesRepository

    public init(recentSearches: any RecentSearchesRepository) {
        self.recentSearches = recentSearches
    }

    public func execute() async throws(RepositoryError) -> [String] {
        try await recentSearches.recentQueries()
    }
}
