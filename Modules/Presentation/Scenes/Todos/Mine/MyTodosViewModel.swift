import StrataDomain

/// The events the signed-in user's own todo list answers to.
@MainActor
public protocol MyTodosViewModelInput: TodosListInput {
    /// Opens the editor for a new todo.
    func startNewTodo()
    /// Opens the editor on that todo's title.
    func startRenaming(id: Todo.ID)
    /// Flips the todo at once; flips it back and sets `editError` if the repository refuses.
    func toggle(id: Todo.ID) async
    /// Removes the todo at once; puts it back and sets `editError` if the repository refuses.
    func delete(id: Todo.ID) async
    /// Sends again what the server refused or no longer has of the todo (`TodoItemViewModel.needsSettling`);
    /// the row shows it pending at once, or `editError` says why it could not be queued.
    func retrySync(id: Todo.ID) async
    /// Gives up what the server refused or no longer has of the todo for the server's version; the list
    /// shows what remains and `settledChange` says what was lost, or `editError` why nothing was.
    func discardChanges(id: Todo.ID) async
}

/// What the signed-in user's own todo list shows.
@MainActor
public protocol MyTodosViewModelOutput: TodosListOutput {
    /// The signed-in user, whose list this is.
    var owner: User { get }
    /// The open title editor, a child view model; `nil` while none is open.
    var editor: (any TodoEditorViewModel)? { get }
    /// Why the last toggle or delete failed and was undone; `nil` once an edit starts or when none failed.
    var editError: ErrorViewModel? { get }
    /// What the last retry or discard did, in a sentence ("Discarded for 'Buy milk': the todo"); `nil`
    /// once another edit starts.
    var settledChange: String? { get }
    /// Where the list stands after the last sync, for the status line: a sentence ("All changes sent",
    /// "2 changes still pending; 1 rejected by the server", "The server did not keep 1 change — its
    /// values are shown"; the unkept and rejected counts are the list's, earlier syncs included) and
    /// whether it reports a problem; `nil` before the first sync ends while the list is shown.
    var syncNotice: SyncNotice? { get }
}

/// The signed-in user's todos as their views see them; `DefaultMyTodosViewModel` is the implementation.
public typealias MyTodosViewModel = MyTodosViewModelInput & MyTodosViewModelOutput
