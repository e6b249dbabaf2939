import StrataPresentation
import Testing

@MainActor
@Suite("TodoEditorViewModel", .timeLimit(.minutes(1)))
struct TodoEditorViewModelTests {
    private let delegate = SpyTodoEditorDelegate()

    private func makeEditor(text: String = "") -> DefaultTodoEditorViewModel {
        let editor = DefaultTodoEditorViewModel(title: "Rename todo", text: text)
        editor.delegate = delegate
        return editor
    }

    @Test("a submit hands the typed text to the delegate, and saving shows while it runs")
    func submitsText() async {
        let gate = Gate()
        delegate.gate = gate
        let editor = makeEditor(text: "write tests")
        editor.update("write more tests")

        let submit = Task { await editor.submit() }
        await delegate.received.wait()
        let whileSaving = editor.isSaving
        await editor.submit()
        gate.open()
        await submit.value

        #expect(whileSaving)
        #expect(delegate.submitted == ["write more tests"], "a second submit while saving is ignored")
        #expect(editor.isSaving == false)
        #expect(editor.error == nil)
    }

    @Test("a refused save shows why and keeps the text for correction")
    func failedSaveKeepsText() async {
        delegate.answer = ErrorViewModel(message: "A todo needs a title", isRetryable: false)
        let editor = makeEditor()
        editor.update("   ")

        await editor.submit()

        #expect(editor.error?.message == "A todo needs a title")
        #expect(editor.text == "   ")
        #expect(editor.title == "Rename todo")
    }

    @Test("the error shown stays while the text is corrected, and goes with the next save that works")
    func errorStaysUntilNextSave() async {
        delegate.answer = ErrorViewModel(message: "A todo needs a title", isRetryable: false)
        let editor = makeEditor()
        await editor.submit()

        editor.update("buy milk")
        let whileCorrecting = editor.error
        delegate.answer = nil
        await editor.submit()

        #expect(whileCorrecting?.message == "A todo needs a title")
        #expect(editor.error == nil)
    }

    @Test("cancel tells the delegate; without a delegate, submit and cancel do nothing")
    func cancelAndNoDelegate() async {
        let editor = makeEditor()
        editor.cancel()
        let orphan = DefaultTodoEditorViewModel(title: "New todo")

        await orphan.submit()
        orphan.cancel()

        #expect(delegate.cancelled == 1)
        #expect(orphan.isSaving == false)
        #expect(delegate.submitted.isEmpty)
    }

    @Test("the delegate is held weakly")
    func delegateIsWeak() {
        let editor = DefaultTodoEditorViewModel(title: "New todo")
        var owner: SpyTodoEditorDelegate? = SpyTodoEditorDelegate()
        editor.delegate = owner

        owner = nil

        #expect(editor.delegate == nil)
    }

    @Test("text, saving and error are each reported to an observer")
    func observation() async {
        let gate = Gate()
        delegate.gate = gate
        delegate.answer = ErrorViewModel(message: "no", isRetryable: false)
        let editor = makeEditor()

        let text = ObservationProbe { _ = editor.text }
        editor.update("a")
        let saving = ObservationProbe { _ = editor.isSaving }
        let error = ObservationProbe { _ = editor.error }
        let submit = Task { await editor.submit() }
        await delegate.received.wait()
        let savingFired = saving.didFire
        gate.open()
        await submit.value
        let cancelling = ObservationProbe {
            _ = editor.text
            _ = editor.error
            _ = editor.isSaving
        }
        editor.cancel()

        #expect(text.didFire)
        #expect(savingFired)
        #expect(error.didFire)
        #expect(cancelling.didFire == false)
    }
}
