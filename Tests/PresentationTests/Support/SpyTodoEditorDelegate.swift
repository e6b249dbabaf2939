import StrataPresentation

/// An editor delegate that records what it is told and answers a submit with `answer`, after
/// `gate` opens when one is set.
@MainActor
final class SpyTodoEditorDelegate: TodoEditorViewModelDelegate {
    private(set) var submitted: [String] = []
    private(set) var cancelled = 0
    var answer: ErrorViewModel?
    var gate: Gate?
    /// Opens when the first submit arrives, so a test can wait for it.
    let received = Signal()

    func todoEditor(_ editor: any TodoEditorViewModel, didSubmit title: String) async -> ErrorViewModel? {
        submitted.append(title)
        received.fire()
        await gate?.wait()
        return answer
    }

    func todoEditorDidCancel(_ editor: any TodoEditorViewModel) {
        cancelled += 1
    }
}
