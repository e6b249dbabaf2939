/// Loads one user, for the profile screen.
public struct FetchUserUseCase: Sendable {
    private let users: any UsersRepository

    public init(users: any UsersRepository) {
        self.users = users
    }

    public func execute(userID: User.ID, policy: ReadPolicy = .fresh) async throws(RepositoryError) -> Fetched<User> {
        try await users.fetchUser(id: userID, policy: policy)
    }
}
