/// Shows the signed-in user's todos. It lives inside the session: signing out ends it.
@MainActor
public final class TodosFlowCoordinator: FlowCoordinator {
    private let dependencies: any TodosFlowCoordinatorDependencies
    private var navigation: FlowNavigation

    /// Made by `AppFlowCoordinator` from the session's dependencies; holds `navigator` weakly.
    public init(navigator: any Navigator, dependencies: any TodosFlowCoordinatorDependencies) {
        navigation = FlowNavigation(navigator)
        self.dependencies = dependencies
    }

    /// `true` once the user has left the todo list.
    public var isFinished: Bool { navigation.isEmpty }

    /// Shows the signed-in user's list: as the new root when `asRoot`, otherwise pushed on top.
    public func start(asRoot: Bool) {
        let screen = Screen.todos(dependencies.makeTodosViewModel())
        if asRoot {
            navigation.setRoot(screen)
        } else {
            navigation.push(screen)
        }
    }

    /// Forgets the todo list once the user has left it; `false` for another flow's screen.
    public func screenWasRemoved(_ id: ObjectIdentifier) -> Bool {
        navigation.remove(id)
    }
}
