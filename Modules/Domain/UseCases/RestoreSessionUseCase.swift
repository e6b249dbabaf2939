/// Finds who was signed in when the app last ran, so it opens signed in as them.
public protocol RestoreSessionUseCase: Sendable {
    /// The remembered user, read from the local copy; `nil` when nobody was signed in, or when that user
    /// is no longer known (they are then forgotten).
    func execute() async -> User?
}

/// The implementation over the session and users ports; view-model tests stand in for the protocol instead.
public struct DefaultRestoreSessionUseCase: RestoreSessionUseCase {
    private let session: any SessionRepository
    private let users: any UsersRepository

    /// Takes where the session is remembered and where its user is looked up.
    public init(session: any SessionRepository, users: any UsersRepository) {
        self.session = session
        self.users = users
    }

    /// A failure to read the session is the same as no session: the app opens signed out, as if new.
    public func execute() async -> User? {
        guard let id = try? await session.signedInUserID() else { return nil }
        do throws(RepositoryError) {
            return try await users.fetchUser(id: id, policy: .stored).value
        } catch .notFound {
            try? await session.remember(signedInUserID: nil)
            return nil
        } catch {
            return nil
        }
    }
}
