extension PostsRoute: FlowRoute {
    /// Starts a posts flow over a new posts scene container and shows this route in it; a user it
    /// opens starts the users flow on top.
    @MainActor
    func open(in app: AppFlowCoordinator, asRoot: Bool) {
        let flow = app.adoptFlow(asRoot: asRoot) { navigator, dependencies in
            PostsFlowCoordinator(
                navigator: navigator,
                dependencies: dependencies.makePostsFlowCoordinatorDependencies(),
                actions: PostsFlowCoordinator.Actions(showUser: { [weak app] userID in
                    guard let app else { return }
                    UsersRoute.profile(userID: userID).open(in: app, asRoot: false)
                })
            )
        }
        flow?.start(at: self, asRoot: asRoot)
    }
}
