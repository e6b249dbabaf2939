import StrataDomain

/// Presents "sign in as" and reports the chosen user; the session it starts is not its business.
///
/// The one flow wired with closure-based DI: its `Dependencies` is a struct of factory closures, not a
/// protocol a scene container conforms to. Prefer closures, as here, when a flow needs one or two
/// factories and no state of its own to keep them in: the composition root writes them inline and a
/// test passes a closure, with no container class or stub type. Prefer the protocol style (the posts,
/// users and todos flows) when a flow needs several factories that share services, or when the
/// container's lifetime matters (a flow releasing its container, and every view model made from it,
/// when it ends): then a named type documents the set and a missing factory is a conformance error.
@MainActor
public final class SignInFlowCoordinator: FlowCoordinator {
    /// The factories the "sign in as" sheet needs, as closures the composition root writes inline.
    public struct Dependencies {
        /// The "sign in as" list; `didSignIn` gets the chosen user.
        public var makeSignInViewModel:
            @MainActor (_ didSignIn: @escaping @MainActor (User) -> Void) -> any SignInViewModel

        /// Takes each factory as a closure; the app's container passes one over its users repository.
        public init(
            makeSignInViewModel:
                @escaping @MainActor (_ didSignIn: @escaping @MainActor (User) -> Void) ->
                any SignInViewModel
        ) {
            self.makeSignInViewModel = makeSignInViewModel
        }
    }

    /// The sheet this flow presented.
    public let navigation: FlowNavigation
    private let dependencies: Dependencies
    private let didSignIn: @MainActor (User) -> Void

    /// `didSignIn` gets the chosen user after the sheet is dismissed; nothing shows until `start()`.
    public init(
        navigator: any Navigator,
        dependencies: Dependencies,
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
