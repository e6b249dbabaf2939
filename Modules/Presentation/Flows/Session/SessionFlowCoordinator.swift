import StrataDomain

/// Presents "sign in as" and reports the chosen user.
@MainActor
public final class SessionFlowCoordinator: FlowCoordinator {
    private let dependencies: any SessionFlowCoordinatorDependencies
    private let didSignIn: @MainActor (User) -> Void
    private var navigation: FlowNavigation

    /// `didSignIn` gets the chosen user after the sign-in sheet is dismissed; nothing shows until `start()`.
    public init(
        navigator: any Navigator,
        dependencies: any SessionFlowCoordinatorDependencies,
        didSignIn: @escaping @MainActor (User) -> Void
    ) {
        navigation = FlowNavigation(navigator)
        self.dependencies = dependencies
        self.didSignIn = didSignIn
    }

    /// `true` once the sign-in sheet is gone, chosen or dismissed.
    public var isFinished: Bool { navigation.isEmpty }

    /// Presents the sign-in sheet above whatever is showing.
    public func start() {
        let signIn = dependencies.makeSignInViewModel { [weak self] user in self?.finish(signedInAs: user) }
        navigation.present(.signIn(signIn))
    }

    /// Forgets the sign-in sheet when the user dismissed it without choosing; `false` for another flow's screen.
    public func screenWasRemoved(_ id: ObjectIdentifier) -> Bool {
        navigation.remove(id)
    }

    private func finish(signedInAs user: User) {
        navigation.dismiss()
        didSignIn(user)
    }
}
