import StrataDomain

/// The factory the sign-in flow needs.
@MainActor
public protocol SessionFlowCoordinatorDependencies: AnyObject {
    func makeSignInViewModel(didSignIn: @escaping @MainActor (User) -> Void) -> SignInViewModel
}

/// What exists only while someone is signed in, implemented by the app's `SessionDIContainer`.
///
/// `AppFlowCoordinator` holds it for the length of the session; signing out lets go of it and of
/// everything made from it.
@MainActor
public protocol SessionDependencies: AnyObject {
    var user: User { get }
    func makeTodosFlowCoordinatorDependencies() -> any TodosFlowCoordinatorDependencies
}
