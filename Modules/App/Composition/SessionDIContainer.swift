import StrataDomain
import StrataPresentation

/// Everything that exists only while a user is signed in. Signing out releases it, and with it the
/// todos scene and every view model made for the session.
@MainActor
final class SessionDIContainer: SessionDependencies {
    let user: User
    private let todos: any TodosRepository
    private let sync: any TodoSyncRepository
    private let edits: TaskRunner

    /// `edits` is the app's runner of todo edits, which outlives the session: an edit made just
    /// before signing out is still saved.
    init(user: User, todos: any TodosRepository, sync: any TodoSyncRepository, edits: TaskRunner) {
        self.user = user
        self.todos = todos
        self.sync = sync
        self.edits = edits
    }

    func makeTodosFlowCoordinatorDependencies() -> any TodosFlowCoordinatorDependencies {
        TodosSceneDIContainer(owner: user, todos: todos, sync: sync, edits: edits)
    }
}
