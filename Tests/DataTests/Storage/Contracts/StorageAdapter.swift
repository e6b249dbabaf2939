import Testing

@testable import StrataData

/// The two adapters every storage port has: the SQLite one the app uses and a working in-memory one
/// in the tests. Each contract suite runs its behaviours against both, so a port's contract is what
/// both keep, not what one happens to do.
enum StorageAdapter: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case inMemory

    var testDescription: String { rawValue }

    func postsStore() async throws -> any PostsStore {
        switch self {
        case .sqlite: SQLitePostsStore(database: try await emptyStrataDatabase())
        case .inMemory: InMemoryPostsStore()
        }
    }

    func commentsStore() async throws -> any CommentsStore {
        switch self {
        case .sqlite: SQLiteCommentsStore(database: try await emptyStrataDatabase())
        case .inMemory: InMemoryCommentsStore()
        }
    }

    func usersStore() async throws -> any UsersStore {
        switch self {
        case .sqlite: SQLiteUsersStore(database: try await emptyStrataDatabase())
        case .inMemory: InMemoryUsersStore()
        }
    }

    func recentSearchesStore() async throws -> any RecentSearchesStore {
        switch self {
        case .sqlite: SQLiteRecentSearchesStore(database: try await emptyStrataDatabase())
        case .inMemory: InMemoryRecentSearchesStore()
        }
    }

    func cacheMetadataStore() async throws -> any CacheMetadataStore {
        switch self {
        case .sqlite: SQLiteCacheMetadataStore(database: try await emptyStrataDatabase())
        case .inMemory: InMemoryCacheMetadataStore()
        }
    }
}
