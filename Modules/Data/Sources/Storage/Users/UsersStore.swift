import StrataDomain

/// The local copy of users, with their address, coordinate and company.
protocol UsersStore: Sendable {
    /// Stores the users, replacing older copies of the same ids.
    func save(_ users: [User]) async throws(StorageError)
    /// The stored user, or `nil` when there is none with that id.
    func user(id: User.ID) async throws(StorageError) -> User?
    /// Every stored user by id.
    func users() async throws(StorageError) -> [User]
}
