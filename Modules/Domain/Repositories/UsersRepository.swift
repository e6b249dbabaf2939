/// The port through which use cases read users.
public protocol UsersRepository: Sendable {
    /// A single user; `RepositoryError.notFound` when there is none with that id.
    func fetchUser(id: User.ID) async throws(RepositoryError) -> User
}
