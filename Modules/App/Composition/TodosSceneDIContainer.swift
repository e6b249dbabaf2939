import StrataDomain
import StrataPresentation

/// Makes the signed-in user's own todo list, with the use cases that change it.
@MainActor
final class TodosSceneDIContainer: TodosFlowCoordinatorDependencies {
    private let owner: User
    private let todos: any TodosRepository
    private let sync: any TodoSyncRepository

    init(owner: User, todos: any TodosRepository, sync: any TodoSyncRepository) {
        self.owner = owner
        self.todos = todos
        self.sync = sync
    }

    func makeMyTodosViewModel() -> any MyTodosViewModel {
        DefaultMyTodosViewModel(
            owner: owner,
            fetchTodos: DefaultFetchTodosUseCase(todos: todos),
            editing: TodoEditing(
                create: DefaultCreateTodoUseCase(todos: todos),
                rename: DefaultRenameTodoUseCase(todos: todos),
                toggle: DefaultToggleTodoUseCase(todos: todos),
                delete: DefaultDeleteTodoUseCase(todos: todos)
            ),
            repair: TodoSyncRepair(
                retry: DefaultRetryTodoSyncUseCase(sync: sync), discard: DefaultDiscardTodoChangesUseCase(sync: sync)),
            observeSync: DefaultObserveTodoSyncUseCase(sync: sync)
        )
    }
}
