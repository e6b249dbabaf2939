/// The port through which use cases read users.
public protocol UsersRepository: Sendable {
    /// Every user, in the order the source keeps them.
    func fetchUsers() async throws(RepositoryError) -> [User]
    /// A single user; `RepositoryError.notFound` when there is none with that id.
    func fetchUser(id: User.ID) async throws(RepositoryError) -> User
}
