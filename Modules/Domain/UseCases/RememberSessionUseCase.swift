/// Remembers a sign-in or a sign-out across runs.
public protocol RememberSessionUseCase: Sendable {
    /// Remembers `user` as signed in, or, given `nil`, that nobody is.
    func execute(_ user: User?) async throws(RepositoryError)
}

/// The implementation over the session port; view-model tests stand in for the protocol instead.
public struct DefaultRememberSessionUseCase: RememberSessionUseCase {
    private let session: any SessionRepository

    /// Takes where the session is remembered.
    public init(session: any SessionRepository) {
        self.session = session
    }

    /// Remembers the user's id only; the user itself is read from the store when the app opens again.
    public func execute(_ user: User?) async throws(RepositoryError) {
        try await session.remember(signedInUserID: user?.id)
    }
}
