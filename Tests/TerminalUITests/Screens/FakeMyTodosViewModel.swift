import Observation
import StrataDomain
import StrataPresentation
import StrataTestSupport

/// The signed-in user's todo list as nothing but its outputs, so its screen view can be tested with no
/// use case, repository or sync behind it.
@MainActor
@Observable
final class FakeMyTodosViewModel: MyTodosViewModel {
    let title = "My todos"
    let owner = Fixtures.user()
    var state: TodosState = .idle
    var filter = TodosFilter.all
    var isLoading = false
    var editor: (any TodoEditorViewModel)?
    var editError: ErrorViewModel?
    var syncNotice: SyncNotice?
    var settledChange: String?

    var items: [TodoItemViewModel] {
        state.content?.todos.map(TodoItemViewModel.init) ?? []
    }

    func load() async {}
    func refresh() async {}
    func cycleFilter() {}
    func startNewTodo() {}
    func startRenaming(id: Todo.ID) {}
    func toggle(id: Todo.ID) async {}
    func delete(id: Todo.ID) async {}
    func retrySync(id: Todo.ID) async {}
    func discardChanges(id: Todo.ID) async {}
}
