import StrataDomain

/// The root of navigation: opens routes, starts and releases the child flows, and owns the session.
///
/// Child flows are kept only while they show a screen. The front end reports every screen the user
/// leaves (`screenWasRemoved`), and a flow left without screens is released with its view models and
/// its scene container.
@MainActor
public final class AppFlowCoordinator {
    private weak var navigator: (any Navigator)?
    private let dependencies: any AppFlowCoordinatorDependencies
    private var children: [any FlowCoordinator] = []
    private var session: (any SessionDependencies)?

    /// Holds `navigator` weakly, as the front end owns it; call `start()` or `open(_:)` to show something.
    public init(navigator: any Navigator, dependencies: any AppFlowCoordinatorDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    /// The user the session belongs to, if someone is signed in.
    public var signedInUser: User? { session?.user }

    /// Opens the posts list.
    public func start() {
        open(.posts(.list(page: 1)))
    }

    /// Replaces everything on screen with the screens `route` names. Opening `todos` while signed out
    /// asks who to sign in as first.
    public func open(_ route: Route) {
        route.flowRoute.open(in: self, asRoot: true)
    }

    /// Pushes the signed-in user's todos, signing in first when nobody is.
    public func showTodos() {
        OwnTodosRoute().open(in: self, asRoot: false)
    }

    /// Pushes the post search on top of whatever is showing.
    public func showSearch() {
        PostsRoute.search(query: "").open(in: self, asRoot: false)
    }

    /// Signs out when someone is signed in, otherwise asks who to sign in as.
    public func toggleSession() {
        if session == nil {
            signIn(then: {})
        } else {
            signOut()
        }
    }

    /// Starts a session for `user` without asking, as `--user` on the command line does.
    public func startSession(for user: User) {
        session = dependencies.makeSessionDependencies(for: user)
    }

    /// Ends the session. Screens that belong to it are closed, then the session container and every
    /// flow and view model made from it are released.
    public func signOut() {
        if children.contains(where: { $0 is TodosFlowCoordinator }) {
            children.removeAll { $0 is TodosFlowCoordinator }
            start()
        }
        if session != nil { dependencies.sessionDidChange(to: nil) }
        session = nil
    }

    /// Call when the user left a screen on their own (Back, Esc, a dismissed sheet).
    public func screenWasRemoved(_ screen: Screen) {
        let id = screen.id
        for child in children {
            if child.screenWasRemoved(id) { break }
        }
        children.removeAll { $0.isFinished }
    }

    /// Runs `body` with the session's container, signing in first when nobody is signed in.
    func inSession(_ body: @escaping @MainActor (any SessionDependencies) -> Void) {
        guard let session else {
            signIn(then: { [weak self] in self?.inSession(body) })
            return
        }
        body(session)
    }

    private func signIn(then next: @escaping @MainActor () -> Void) {
        // One sign-in sheet at a time: asking again while it shows changes nothing.
        guard let navigator, !children.contains(where: { $0 is SignInFlowCoordinator }) else { return }
        let flow = SignInFlowCoordinator(
            navigator: navigator,
            dependencies: dependencies.makeSignInFlowCoordinatorDependencies(),
            didSignIn: { [weak self] user in
                guard let self else { return }
                self.startSession(for: user)
                self.dependencies.sessionDidChange(to: user)
                self.children.removeAll { $0.isFinished }
                next()
            }
        )
        children.append(flow)
        flow.start()
    }

    /// Makes a flow over the navigator and adopts it, as the root or pushed on what shows; `nil` once
    /// the front end that owns the navigator is gone. Each flow route (`FlowRoute`) starts its flow
    /// through this from its own folder, so a new flow adds nothing to this file.
    func adoptFlow<Flow: FlowCoordinator>(
        asRoot: Bool, _ make: (any Navigator, any AppFlowCoordinatorDependencies) -> Flow
    ) -> Flow? {
        guard let navigator else { return nil }
        let flow = make(navigator, dependencies)
        adopt(flow, asRoot: asRoot)
        return flow
    }

    /// A root flow replaces every other flow; a pushed one joins them.
    private func adopt(_ flow: any FlowCoordinator, asRoot: Bool) {
        if asRoot {
            children.removeAll()
        }
        children.append(flow)
    }
}
