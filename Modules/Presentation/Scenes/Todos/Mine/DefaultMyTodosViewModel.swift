import Observation
import StrataDomain

/// Drives the signed-in user's own todo list: filter, create, rename, toggle and delete.
///
/// Edits show at once and are confirmed by the repository; when one fails it is undone and the
/// reason shown, while the list stays usable. Edits run one after another, so two quick toggles of
/// the same todo never start from the same stale value. An edit the user asked for is saved even
/// if the screen closes first: it holds the view model until it is done. Each edit call returns once
/// its edit is saved, so a front end that waits for the calls its keys made (as the terminal app does
/// before it exits) has waited for the edits. Titles are typed in a child editor that reports
/// back through a weak delegate.
@MainActor
@Observable
public final class DefaultMyTodosViewModel: MyTodosViewModel {
    /// The signed-in user.
    public let owner: User
    /// The header title.
    public let title = "My todos"
    /// The todos, inside the case that shows them.
    public var state: TodosState { list.state }
    /// Which todos `items` shows.
    public var filter: TodosFilter { list.filter }
    /// The rows the filter lets through.
    public var items: [TodoItemViewModel] { list.items }
    /// Whether the list loads or an edit is being saved.
    public var isLoading: Bool { list.isLoading || edits.isRunning }
    /// The open title editor.
    public internal(set) var editor: (any TodoEditorViewModel)?
    /// Why the last toggle or delete failed.
    public internal(set) var editError: ErrorViewModel?
    /// Where the list stands after the last sync, for the status line.
    public private(set) var syncNotice: SyncNotice?
    /// What the last retry or discard did.
    public internal(set) var settledChange: String?

    let list: TodosList
    let edits: TaskRunner
    @ObservationIgnored let editing: TodoEditing
    @ObservationIgnored let repair: TodoSyncRepair
    @ObservationIgnored private let observeSync: any ObserveTodoSyncUseCase
    /// Follows every sync while the list lives: a subscription, not work the list waits for.
    @ObservationIgnored private var following: Task<Void, Never>?
    /// What the open editor saves to: a new todo, or the title of this one.
    @ObservationIgnored var editorTarget: Todo.ID?

    /// Nothing loads until `load()`; from then on every sync that ends shows in the list at once.
    /// `edits` runs the edits, one after another; pass one to wait for all of them from outside, as the
    /// tests do.
    public init(
        owner: User, fetchTodos: any FetchTodosUseCase, editing: TodoEditing, repair: TodoSyncRepair,
        observeSync: any ObserveTodoSyncUseCase, edits: TaskRunner = TaskRunner()
    ) {
        self.owner = owner
        self.editing = editing
        self.repair = repair
        self.edits = edits
        self.observeSync = observeSync
        list = TodosList(ownerID: owner.id, fetchTodos: fetchTodos)
    }

    isolated deinit {
        following?.cancel()
    }

    /// Loads the todos unless they are loaded or loading already, and starts following the syncs.
    public func load() async {
        followSyncs()
        await list.load()
    }

    /// Loads the todos again.
    public func refresh() async {
        await list.refresh()
    }

    /// Shows the next filter: all, open, done.
    public func cycleFilter() {
        list.filter = list.filter.next
    }

    /// Opens the editor for a new todo.
    public func startNewTodo() {
        openEditor(DefaultTodoEditorViewModel(title: "New todo"), target: nil)
    }

    /// Opens the editor on that todo's title.
    public func startRenaming(id: Todo.ID) {
        guard let todo = list.todo(id) else { return }
        openEditor(DefaultTodoEditorViewModel(title: "Rename todo", text: todo.title), target: id)
    }

    /// Flips the row at once; flips it back and sets `editError` if the repository refuses.
    public func toggle(id: Todo.ID) async {
        let toggle = editing.toggle
        // `self`, not a weak one: a toggle the user asked for is saved even if the screen closes first.
        await edits.run(.afterCurrent) { [self] in
            await edit(id, preview: { $0.isCompleted.toggle() }) { todo async throws(RepositoryError) in
                try await toggle.execute(todo)
            }
        }
    }

    /// Removes the row at once; puts it back where it was and sets `editError` if the repository refuses.
    public func delete(id: Todo.ID) async {
        let delete = editing.delete
        await edits.run(.afterCurrent) { [self] in
            guard let todo = self.list.todo(id) else { return }
            self.editError = nil
            self.settledChange = nil
            var index = 0
            self.list.update { todos in
                index = todos.firstIndex(of: todo) ?? todos.count
                todos.removeAll { $0.id == id }
            }
            do throws(RepositoryError) {
                try await delete.execute(todo)
            } catch {
                self.list.update { $0.insert(todo, at: min(index, $0.count)) }
                self.editError = ErrorViewModel(error)
            }
        }
    }

    /// After each sync the stored list is shown again (once a load in flight has ended, since its
    /// answer is newer), so a pending mark goes without a refresh, and the status line says what the
    /// sync did.
    private func followSyncs() {
        guard following == nil else { return }
        let reports = observeSync.execute()
        following = Task { [weak self] in
            for await report in reports {
                guard let self else { return }
                await self.list.reloadFromStore()
                self.syncNotice = SyncNotice(report: report, todos: self.list.state.content?.todos ?? [])
            }
        }
    }

    private func openEditor(_ editor: DefaultTodoEditorViewModel, target: Todo.ID?) {
        editor.delegate = self
        editorTarget = target
        self.editor = editor
    }

    /// Applies `preview` at once, then the repository's answer; undoes the preview when it fails.
    private func edit(
        _ id: Todo.ID,
        preview: (inout Todo) -> Void,
        _ change: @escaping @Sendable (Todo) async throws(RepositoryError) -> Todo
    ) async {
        guard let original = list.todo(id) else { return }
        editError = nil
        settledChange = nil
        var previewed = original
        preview(&previewed)
        replace(id, with: previewed)
        switch await loadResult({ () async throws(RepositoryError) in try await change(original) }) {
        case .success(let saved): replace(id, with: saved)
        case .failure(let error):
            replace(id, with: original)
            editError = ErrorViewModel(error)
        }
    }

    func replace(_ id: Todo.ID, with todo: Todo) {
        list.update { todos in
            if let index = todos.firstIndex(where: { $0.id == id }) { todos[index] = todo }
        }
    }
}
