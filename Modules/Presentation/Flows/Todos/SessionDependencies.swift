import StrataDomain

/// What exists only while someone is signed in, implemented by the app's `SessionDIContainer`.
///
/// `AppFlowCoordinator` holds it for the length of the session; signing out lets go of it and of
/// everything made from it.
@MainActor
public protocol SessionDependencies: AnyObject {
    /// The signed-in user, fixed for the session's life.
    var user: User { get }
    /// The todos scene container for this user, released with the session.
    func makeTodosFlowCoordinatorDependencies() -> any TodosFlowCoordinatorDependencies
}
