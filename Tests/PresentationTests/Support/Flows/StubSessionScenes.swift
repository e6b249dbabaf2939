import StrataDomain
import StrataPresentation

/// The session container of a test, for one signed-in user.
@MainActor
final class StubSession: SessionDependencies {
    let user: User
    private let parent: StubAppDependencies

    init(user: User, parent: StubAppDependencies) {
        self.user = user
        self.parent = parent
    }

    func makeTodosFlowCoordinatorDependencies() -> any TodosFlowCoordinatorDependencies {
        parent.track(StubTodosScene(owner: user, parent: parent))
    }
}

/// The todos container of a test: the signed-in user's list over the stub todos, editable.
@MainActor
final class StubTodosScene: TodosFlowCoordinatorDependencies {
    private let owner: User
    private let parent: StubAppDependencies

    init(owner: User, parent: StubAppDependencies) {
        self.owner = owner
        self.parent = parent
    }

    func makeMyTodosViewModel() -> any MyTodosViewModel {
        let todos = parent.todos
        let editing = TodoEditing(
            create: DefaultCreateTodoUseCase(todos: todos), rename: DefaultRenameTodoUseCase(todos: todos),
            toggle: DefaultToggleTodoUseCase(todos: todos), delete: DefaultDeleteTodoUseCase(todos: todos))
        return parent.track(
            DefaultMyTodosViewModel(
                owner: owner, fetchTodos: DefaultFetchTodosUseCase(todos: todos), editing: editing,
                repair: MockTodoSyncRepair().repair, observeSync: MockObserveTodoSyncUseCase()))
    }
}
