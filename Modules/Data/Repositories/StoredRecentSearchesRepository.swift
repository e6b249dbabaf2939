import Foundation
import StrataDomain

/// Recent search queries kept in the local store, so suggestions survive restarts.
public struct StoredRecentSearchesRepository: RecentSearchesRepository {
    private let store: any RecentSearchesStore

    public init(store: any RecentSearchesStore) {
        self.store = store
    }

    public func recentQueries() async throws(RepositoryError) -> [String] {
        try await mappingStorageErrors { () async throws(StorageError) in try await store.recentSearches() }
    }

    public func remember(_ query: String) async throws(RepositoryError) {
        try await mappingStorageErrors { () async throws(StorageError) in try await store.record(query, at: Date()) }
    }
}
