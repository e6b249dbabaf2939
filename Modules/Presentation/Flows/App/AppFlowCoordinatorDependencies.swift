import StrataDomain

/// What the app coordinator needs to start each flow, implemented by the app's `AppDIContainer`.
///
/// Each call makes a fresh scene container, owned by the flow it is made for, so a flow's lifetime and
/// its container's are the same.
@MainActor
public protocol AppFlowCoordinatorDependencies: AnyObject {
    /// A new posts scene container, for one posts flow.
    func makePostsFlowCoordinatorDependencies() -> any PostsFlowCoordinatorDependencies
    /// A new users scene container, for one users flow.
    func makeUsersFlowCoordinatorDependencies() -> any UsersFlowCoordinatorDependencies
    /// The factories of one "sign in as" sheet, as closures (see `SignInFlowCoordinator` for why).
    func makeSignInFlowCoordinatorDependencies() -> SignInFlowCoordinator.Dependencies
    /// The session-scoped container for a user who just signed in.
    func makeSessionDependencies(for user: User) -> any SessionDependencies
    /// The user signed in through the app, or (`nil`) signed out: remember it, so the next run opens
    /// the same way.
    func sessionDidChange(to user: User?)
    // scaffold-scene: flow factories
}
