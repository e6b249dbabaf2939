extension UsersRoute: FlowRoute {
    /// Starts a users flow over a new users scene container and shows this route in it; a post it
    /// opens starts the posts flow on top.
    @MainActor
    func open(in app: AppFlowCoordinator, asRoot: Bool) {
        let flow = app.adoptFlow(asRoot: asRoot) { navigator, dependencies in
            UsersFlowCoordinator(
                navigator: navigator,
                dependencies: dependencies.makeUsersFlowCoordinatorDependencies(),
                actions: UsersFlowCoordinator.Actions(showPost: { [weak app] postID in
                    guard let app else { return }
                    PostsRoute.details(postID: postID).open(in: app, asRoot: false)
                })
            )
        }
        flow?.start(at: self, asRoot: asRoot)
    }
}
