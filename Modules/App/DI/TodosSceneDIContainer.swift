import StrataDomain
import StrataPresentation

/// Makes the signed-in user's todo list.
@MainActor
final class TodosSceneDIContainer: TodosFlowCoordinatorDependencies {
    private let owner: User
    private let todos: any TodosRepository

    init(owner: User, todos: any TodosRepository) {
        self.owner = owner
        self.todos = todos
    }

    func makeTodosViewModel() -> TodosViewModel {
        TodosViewModel(ownerID: owner.id, isEditable: true, useCases: TodosUseCases(todos: todos))
    }
}
