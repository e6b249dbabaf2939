import StrataDomain
import StrataTestSupport

/// A working in-memory recent-searches store that follows the domain's `RecentSearches` rules.
final class FakeRecentSearchesRepository: RecentSearchesRepository {
    private let searches: Locked<RecentSearches>

    /// Starts with `queries`, most recent first.
    init(_ queries: [String] = []) {
        searches = Locked(RecentSearches(queries))
    }

    /// The queries remembered now, most recent first.
    var queries: [String] { searches.withLock { $0.queries } }

    func recentQueries() async throws(RepositoryError) -> [String] {
        searches.withLock { $0.queries }
    }

    func remember(_ query: String) async throws(RepositoryError) {
        searches.withLock { $0.record(query) }
    }
}
