import StrataPresentation

/// A sign-in the app finishes after its first frame, such as `--user` for a user this machine has not
/// stored: the app draws at once and answers keys while the user is looked up, within a screen's time
/// limit, and a lookup that fails is shown in the status line like any other failure.
public struct BackgroundSignIn: Sendable {
    /// Looks the user up and starts their session on the coordinator it is given, unless someone
    /// signed in meanwhile; returns why it could not, or `nil` once signed in (or given way).
    public let signIn: @MainActor @Sendable (AppFlowCoordinator) async -> ErrorViewModel?

    /// A sign-in that `signIn` performs.
    public init(signIn: @escaping @MainActor @Sendable (AppFlowCoordinator) async -> ErrorViewModel?) {
        self.signIn = signIn
    }
}
