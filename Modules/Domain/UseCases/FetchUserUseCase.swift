/// Loads one user, for the profile screen.
public protocol FetchUserUseCase: Sendable {
    /// Throws `RepositoryError.notFound` when there is no user with that id.
    func execute(userID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User>
}

/// The implementation over the repository ports; view-model tests stand in for the protocol instead.
public struct DefaultFetchUserUseCase: FetchUserUseCase {
    private let users: any UsersRepository

    /// Takes the repository to read users from.
    public init(users: any UsersRepository) {
        self.users = users
    }

    /// Throws `RepositoryError.notFound` when there is no user with that id.
    public func execute(userID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
        try await users.fetchUser(id: userID, policy: policy)
    }
}
