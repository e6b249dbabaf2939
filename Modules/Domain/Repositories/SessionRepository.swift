/// The port that remembers who signed in on this machine, so the app opens signed in as them until
/// they sign out.
public protocol SessionRepository: Sendable {
    /// The user who signed in last and has not signed out; `nil` when nobody is.
    func signedInUserID() async throws(RepositoryError) -> User.ID?
    /// Remembers `userID` as signed in, or, given `nil`, that nobody is.
    func remember(signedInUserID userID: User.ID?) async throws(RepositoryError)
}
