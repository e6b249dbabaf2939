/// The signed-in user's own todos, `todos`: a flow route of its own, because it opens in the session
/// rather than in a scene container of the app's.
struct OwnTodosRoute: FlowRoute {
    /// The one way to write it.
    static let forms = [RouteForm("todos") { _ in OwnTodosRoute() }]

    /// The link its one form reads back.
    var path: String { "todos" }

    /// Starts a todos flow over the session's container, signing in first when nobody is.
    @MainActor
    func open(in app: AppFlowCoordinator, asRoot: Bool) {
        app.inSession { [weak app] session in
            let flow = app?.adoptFlow(asRoot: asRoot) { navigator, _ in
                TodosFlowCoordinator(navigator: navigator, dependencies: session.makeTodosFlowCoordinatorDependencies())
            }
            flow?.start(asRoot: asRoot)
        }
    }
}
