/// Shows the signed-in user's todos. It lives inside the session: signing out ends it.
@MainActor
public final class TodosFlowCoordinator: FlowCoordinator {
    /// The screens this flow showed.
    public let navigation: FlowNavigation
    private let dependencies: any TodosFlowCoordinatorDependencies

    /// Made by `AppFlowCoordinator` from the session's dependencies; holds `navigator` weakly.
    public init(navigator: any Navigator, dependencies: any TodosFlowCoordinatorDependencies) {
        navigation = FlowNavigation(navigator)
        self.dependencies = dependencies
    }

    /// Shows the signed-in user's list: as the new root when `asRoot`, otherwise pushed on top.
    public func start(asRoot: Bool) {
        let screen = Screen.myTodos(dependencies.makeMyTodosViewModel())
        if asRoot {
            navigation.setRoot(screen)
        } else {
            navigation.push(screen)
        }
    }
}
