/// Loads every user, for the users list and the sign-in choice.
public struct FetchUsersUseCase: Sendable {
    private let users: any UsersRepository

    public init(users: any UsersRepository) {
        self.users = users
    }

    public func execute(policy: ReadPolicy = .fresh) async throws(RepositoryError) -> Fetched<[User]> {
        try await users.fetchUsers(policy: policy)
    }
}
