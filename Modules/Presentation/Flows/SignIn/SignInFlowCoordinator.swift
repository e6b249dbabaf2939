import StrataDomain

/// Presents "sign in as" and reports the chosen user; the session it starts is not its business.
@MainActor
public final class SignInFlowCoordinator: FlowCoordinator {
    /// The sheet this flow presented.
    public var navigation: FlowNavigation
    private let dependencies: any SignInFlowCoordinatorDependencies
    private let didSignIn: @MainActor (User) -> Void

    /// `didSignIn` gets the chosen user after the sheet is dismissed; nothing shows until `start()`.
    public init(
        navigator: any Navigator,
        dependencies: any SignInFlowCoordinatorDependencies,
        didSignIn: @escaping @MainActor (User) -> Void
    ) {
        navigation = FlowNavigation(navigator)
        self.dependencies = dependencies
        self.didSignIn = didSignIn
    }

    /// Presents the sign-in sheet above whatever is showing.
    public func start() {
        let signIn = dependencies.makeSignInViewModel { [weak self] user in self?.finish(signedInAs: user) }
        navigation.present(.signIn(signIn))
    }

    private func finish(signedInAs user: User) {
        navigation.dismiss()
        didSignIn(user)
    }
}
