/// The port through which use cases read users.
public protocol UsersRepository: Sendable {
    /// Every user, in the order the source keeps them.
    func fetchUsers(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[User]>
    /// A single user; `RepositoryError.notFound` when there is none with that id.
    func fetchUser(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User>
}
