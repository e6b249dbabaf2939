import Observation

/// The events the title editor of a todo answers to.
@MainActor
public protocol TodoEditorViewModelInput: AnyObject {
    /// The text in the field, as typed.
    func update(_ text: String)
    /// Hands the text to the delegate; on failure the editor stays open with the text and the reason.
    func submit() async
    /// Closes the editor without saving.
    func cancel()
}

/// What the title editor shows.
@MainActor
public protocol TodoEditorViewModelOutput: AnyObject, Observable {
    /// "New todo" or "Rename todo".
    var title: String { get }
    /// The text in the field, kept when saving fails so it can be corrected.
    var text: String { get }
    /// Why the last save failed, shown beside the field while the text is corrected; `nil` before the
    /// first save and after one that succeeded.
    var error: ErrorViewModel? { get }
    /// Whether a save runs.
    var isSaving: Bool { get }
}

/// The editor of a todo's title, a child view model of the todo list that reports to it through a
/// weak delegate; `DefaultTodoEditorViewModel` is the implementation.
public typealias TodoEditorViewModel = TodoEditorViewModelInput & TodoEditorViewModelOutput

/// How the title editor reports to the list that opened it.
///
/// The list is the editor's delegate, held weakly: the list owns the editor while it is open, so a
/// strong reference back would keep both alive. Compare the recent searches, which report
/// through a closure their coordinator hands them.
@MainActor
public protocol TodoEditorViewModelDelegate: AnyObject {
    /// Saves `title`; returns why it failed, which the editor shows, or `nil` once it is saved.
    func todoEditor(_ editor: any TodoEditorViewModel, didSubmit title: String) async -> ErrorViewModel?
    /// The user closed the editor without saving.
    func todoEditorDidCancel(_ editor: any TodoEditorViewModel)
}
