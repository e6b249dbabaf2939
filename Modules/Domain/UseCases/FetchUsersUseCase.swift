/// Loads every user, for the users list and the sign-in choice.
public protocol FetchUsersUseCase: Sendable {
    /// Every user in the source's order; `.stored` reads the local copy only.
    func execute(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[User]>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchUsersUseCase: FetchUsersUseCase {
    private let users: any UsersRepository

    /// Takes the repository to read users from.
    public init(users: any UsersRepository) {
        self.users = users
    }

    /// Every user in the source's order; `.stored` reads the local copy only.
    public func execute(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[User]> {
        try await users.fetchUsers(policy: policy)
    }
}
