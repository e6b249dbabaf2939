import StrataDomain
import Synchronization

/// A working in-memory recent-searches store, following the domain's rules.
final class FakeRecentSearches: RecentSearchesRepository {
    private let searches = Mutex(RecentSearches())

    func recentQueries() async throws(RepositoryError) -> [String] {
        searches.withLock { $0.queries }
    }

    func remember(_ query: String) async throws(RepositoryError) {
        searches.withLock { $0.record(query) }
    }
}
