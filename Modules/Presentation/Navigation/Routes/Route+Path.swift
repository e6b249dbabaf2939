extension Route {
    /// The route as text, in the form `Route(parsing:)` reads back to the same route: the way to link
    /// to a screen, and what `--json` output names.
    public var path: String {
        switch self {
        case .posts(let route): route.path
        case .users(let route): route.path
        case .todos: "todos"
        // scaffold-scene: route paths
        }
    }

    /// Every form of every flow, each registered once beside its flow's routes: parsing reads them in
    /// this order, and help lists them so.
    static let table: [RouteForm<Route>] = [
        PostsRoute.forms.map { $0.map(Route.posts) },
        UsersRoute.forms.map { $0.map(Route.users) },
        [RouteForm("todos") { _ in .todos }],
        // scaffold-scene: route forms
    ].flatMap { $0 }
}
