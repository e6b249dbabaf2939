import StrataDomain
import StrataPresentation

/// Everything that exists only while a user is signed in. Signing out releases it, and with it the
/// todos scene and every view model made for the session.
@MainActor
final class SessionDIContainer: SessionDependencies {
    let user: User
    private let todos: any TodosRepository
    private let sync: any TodoSyncRepository

    init(user: User, todos: any TodosRepository, sync: any TodoSyncRepository) {
        self.user = user
        self.todos = todos
        self.sync = sync
    }

    func makeTodosFlowCoordinatorDependencies() -> any TodosFlowCoordinatorDependencies {
        TodosSceneDIContainer(owner: user, todos: todos, sync: sync)
    }
}
