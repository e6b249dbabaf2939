/// The port that remembers the queries a user searched for, to suggest them again.
public protocol RecentSearchesRepository: Sendable {
    /// The remembered queries, most recent first.
    func recentQueries() async throws(RepositoryError) -> [String]
    /// Remembers `query` as the most recent one, following `RecentSearches` rules.
    func remember(_ query: String) async throws(RepositoryError)
}
