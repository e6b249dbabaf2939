import StrataDomain

/// The factory the "sign in as" sheet needs, implemented by the app's `SignInSceneDIContainer`.
@MainActor
public protocol SignInFlowCoordinatorDependencies: AnyObject {
    /// The "sign in as" list; `didSignIn` gets the chosen user.
    func makeSignInViewModel(didSignIn: @escaping @MainActor (User) -> Void) -> any SignInViewModel
}
