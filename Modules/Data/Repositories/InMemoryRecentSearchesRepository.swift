import StrataDomain

/// Remembers recent search queries for as long as the process runs, following `RecentSearches` rules.
public actor InMemoryRecentSearchesRepository: RecentSearchesRepository {
    private var searches = RecentSearches()

    public init(queries: [String] = []) {
        searches = RecentSearches(queries)
    }

    public func recentQueries() async throws(RepositoryError) -> [String] {
        searches.queries
    }

    public func remember(_ query: String) async throws(RepositoryError) {
        searches.record(query)
    }
}
