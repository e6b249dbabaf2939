/// Shows the signed-in user's todos. It lives inside the session: signing out ends it.
@MainActor
public final class TodosFlowCoordinator: FlowCoordinator {
    private weak var navigator: (any Navigator)?
    private let dependencies: any TodosFlowCoordinatorDependencies
    private var shown = ShownScreens()

    public init(navigator: any Navigator, dependencies: any TodosFlowCoordinatorDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    public var isFinished: Bool { shown.isEmpty }

    public func start(asRoot: Bool) {
        let screen = Screen.todos(dependencies.makeTodosViewModel())
        shown.add(screen)
        if asRoot {
            navigator?.setRoot(screen)
        } else {
            navigator?.push(screen)
        }
    }

    public func screenWasRemoved(_ id: ObjectIdentifier) -> Bool {
        shown.remove(id)
    }
}
