/// Loads every user, for the users list and the sign-in choice.
public struct FetchUsersUseCase: Sendable {
    private let users: any UsersRepository

    /// Takes the repository to read users from.
    public init(users: any UsersRepository) {
        self.users = users
    }

    /// Every user in the source's order; `.stored` reads the local copy only.
    public func execute(policy: ReadPolicy = .fresh) async throws(RepositoryError) -> Fetched<[User]> {
        try await users.fetchUsers(policy: policy)
    }
}
