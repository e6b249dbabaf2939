import Observation

/// Drives the title editor of a todo: holds the text while it is typed and shows why a save failed,
/// keeping the text for correction.
@MainActor
@Observable
public final class DefaultTodoEditorViewModel: TodoEditorViewModel {
    /// "New todo" or "Rename todo".
    public let title: String
    /// The text in the field.
    public private(set) var text: String
    /// Why the last save failed.
    public private(set) var error: ErrorViewModel?
    /// Whether a save runs.
    public private(set) var isSaving = false

    /// Held weakly: the list that opened the editor owns it.
    @ObservationIgnored public weak var delegate: (any TodoEditorViewModelDelegate)?

    /// An editor titled `title`, starting with `text` in the field.
    public init(title: String, text: String = "") {
        self.title = title
        self.text = text
    }

    /// Takes the new text; a shown error stays until the next save, so it can be read while correcting.
    public func update(_ text: String) {
        self.text = text
    }

    /// Hands the text to the delegate and shows its answer.
    public func submit() async {
        guard !isSaving, let delegate else { return }
        isSaving = true
        error = await delegate.todoEditor(self, didSubmit: text)
        isSaving = false
    }

    /// Tells the delegate the user closed the editor.
    public func cancel() {
        delegate?.todoEditorDidCancel(self)
    }
}
