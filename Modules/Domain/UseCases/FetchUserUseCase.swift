/// Loads one user, for the profile screen.
public struct FetchUserUseCase: Sendable {
    private let users: any UsersRepository

    /// Takes the repository to read users from.
    public init(users: any UsersRepository) {
        self.users = users
    }

    /// Throws `RepositoryError.notFound` when there is no user with that id.
    public func execute(userID: User.ID, policy: ReadPolicy = .fresh) async throws(RepositoryError) -> Fetched<User> {
        try await users.fetchUser(id: userID, policy: policy)
    }
}
