import StrataDomain
import StrataPresentation

/// The "sign in as" container of a test, choosing among the stub users.
@MainActor
final class StubSignInScene: SignInFlowCoordinatorDependencies {
    private let parent: StubAppDependencies

    init(parent: StubAppDependencies) {
        self.parent = parent
    }

    func makeSignInViewModel(didSignIn: @escaping @MainActor (User) -> Void) -> any SignInViewModel {
        parent.track(
            DefaultSignInViewModel(fetchUsers: DefaultFetchUsersUseCase(users: parent.content), didSignIn: didSignIn))
    }
}

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
