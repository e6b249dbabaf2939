import StrataDomain
import StrataNetworking

/// Users, stored locally and refreshed from the server.
struct OfflineFirstUsersRepository: UsersRepository {
    private let remote: HTTPUsersDataSource
    private let users: SQLiteUsersStore
    private let reader: OfflineFirstReader

    /// Takes the remote source, the store it keeps copies in, and the reader that applies the read policy.
    init(remote: HTTPUsersDataSource, users: SQLiteUsersStore, reader: OfflineFirstReader) {
        self.remote = remote
        self.users = users
        self.reader = reader
    }

    /// Every user; a list fetched empty shows empty offline too, and `.stored` throws `notFound` when
    /// the users were never fetched.
    func fetchUsers(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[User]> {
        try await reader.readList(
            policy,
            key: CacheKey.users,
            covering: { users in users.map { CacheKey.user(id: $0.id) } },
            stored: { [users] () async throws(StorageError) in try await users.users() },
            remote: { [remote] () async throws(RequestFailure) in try await remote.fetchUsers().map { $0.toDomain() } },
            save: { [users] (fetched) async throws(StorageError) in try await users.save(fetched) }
        )
    }

    /// Saves each fresh user; `.stored` throws `notFound` when the user was never stored.
    func fetchUser(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
        try await reader.read(
            policy,
            key: CacheKey.user(id: id),
            stored: { [users] () async throws(StorageError) in try await users.user(id: id) },
            remote: { [remote] () async throws(RequestFailure) in try await remote.fetchUser(id: id).toDomain() },
            save: { [users] (user) async throws(StorageError) in try await users.save([user]) }
        )
    }
}
