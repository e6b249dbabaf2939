import StrataDomain
import StrataPresentation
import StrataTestSupport

extension MockTodoEditing {
    /// User 1's list of `todos`, loaded, whose edits go to these mocks and run in `edits`.
    @MainActor
    func loadedViewModel(
        _ todos: [Todo], edits: TaskRunner = TaskRunner(), repair: MockTodoSyncRepair = MockTodoSyncRepair()
    ) async -> DefaultMyTodosViewModel {
        let viewModel = DefaultMyTodosViewModel(
            owner: Fixtures.user(id: 1),
            fetchTodos: MockFetchTodosUseCase { _ in .success(Fetched(todos, freshness: .current)) },
            editing: editing, repair: repair.repair, observeSync: MockObserveTodoSyncUseCase(), edits: edits)
        await viewModel.load()
        return viewModel
    }
}
