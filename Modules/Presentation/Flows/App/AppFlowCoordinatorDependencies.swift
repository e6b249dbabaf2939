import StrataDomain

/// What the app coordinator needs to start each flow, implemented by the app's `AppDIContainer`.
///
/// Each call makes a fresh scene container, owned by the flow it is made for, so a flow's lifetime and
/// its container's are the same.
@MainActor
public protocol AppFlowCoordinatorDependencies: AnyObject {
    func makePostsFlowCoordinatorDependencies() -> any PostsFlowCoordinatorDependencies
    func makeUsersFlowCoordinatorDependencies() -> any UsersFlowCoordinatorDependencies
    func makeSessionFlowCoordinatorDependencies() -> any SessionFlowCoordinatorDependencies
    /// The session-scoped container for a user who just signed in.
    func makeSessionDependencies(for user: User) -> any SessionDependencies
}
