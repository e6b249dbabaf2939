import Foundation
import StrataDomain

/// Recent search queries kept in the local store, so suggestions survive restarts.
public struct StoredRecentSearchesRepository: RecentSearchesRepository {
    private let store: any RecentSearchesStore

    /// Takes the store the queries live in.
    public init(store: any RecentSearchesStore) {
        self.store = store
    }

    /// Newest first; storage failures surface as `RepositoryError.storageFailure`.
    public func recentQueries() async throws(RepositoryError) -> [String] {
        try await mappingStorageErrors { () async throws(StorageError) in try await store.recentSearches() }
    }

    /// Stamps the query with the current time; a blank query is ignored.
    public func remember(_ query: String) async throws(RepositoryError) {
        try await mappingStorageErrors { () async throws(StorageError) in try await store.record(query, at: Date()) }
    }
}
