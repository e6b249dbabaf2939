import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("MyTodosViewModel and its title editor", .timeLimit(.minutes(1)))
struct MyTodosEditorTests {
    private let editing = MockTodoEditing()

    private func loadedViewModel() async -> DefaultMyTodosViewModel {
        await editing.loadedViewModel([TodoFixtures.writeTests, TodoFixtures.ship])
    }

    @Test("a new todo opens an empty editor; saving creates it for the owner, adds its row and closes the editor")
    func createsThroughEditor() async throws {
        let viewModel = await loadedViewModel()

        viewModel.startNewTodo()
        let editor = try #require(viewModel.editor)
        let opened = (editor.title, editor.text)
        editor.update("Buy milk")
        await editor.submit()

        #expect(opened == ("New todo", ""))
        #expect(editing.create.script.calls == [.init(ownerID: 1, title: "Buy milk")])
        #expect(viewModel.items.map(\.id) == [1, 2, 100])
        #expect(viewModel.editor == nil)
    }

    @Test("renaming opens the editor on the todo's title; saving renames the row and closes the editor")
    func renamesThroughEditor() async throws {
        let viewModel = await loadedViewModel()

        viewModel.startRenaming(id: 1)
        let editor = try #require(viewModel.editor)
        let opened = (editor.title, editor.text)
        editor.update("write more tests")
        await editor.submit()

        #expect(opened == ("Rename todo", "write tests"))
        #expect(editing.rename.script.calls == [.init(todo: TodoFixtures.writeTests, title: "write more tests")])
        #expect(viewModel.items.map(\.title) == ["write more tests", "ship"])
        #expect(viewModel.editor == nil)
    }

    @Test("renaming a todo that is not in the list opens nothing")
    func renameUnknown() async {
        let viewModel = await loadedViewModel()

        viewModel.startRenaming(id: 99)

        #expect(viewModel.editor == nil)
    }

    @Test("a failed save keeps the editor open, with its text and the reason")
    func failedSaveKeepsEditor() async throws {
        let viewModel = await loadedViewModel()
        editing.create.script.respond { _ in .failure(.rejected(reason: "A todo needs a title")) }
        viewModel.startNewTodo()
        let editor = try #require(viewModel.editor)
        editor.update("  ")

        await editor.submit()

        #expect(viewModel.editor === editor)
        #expect(editor.text == "  ")
        #expect(editor.error == ErrorViewModel(message: "A todo needs a title", isRetryable: false))
        #expect(viewModel.items.count == 2)
    }

    @Test("renaming a todo deleted meanwhile says so and keeps the editor open")
    func renameAfterDelete() async throws {
        let viewModel = await loadedViewModel()
        viewModel.startRenaming(id: 1)
        let editor = try #require(viewModel.editor)

        await viewModel.delete(id: 1)
        await editor.submit()

        #expect(editor.error?.message == "That todo was deleted meanwhile")
        #expect(viewModel.editor === editor)
        #expect(editing.rename.script.calls.isEmpty)
    }

    @Test("cancel closes the editor; an editor already replaced cannot close the new one")
    func cancelCloses() async throws {
        let viewModel = await loadedViewModel()
        viewModel.startNewTodo()
        let replaced = try #require(viewModel.editor)
        viewModel.startRenaming(id: 2)
        let current = try #require(viewModel.editor)

        replaced.cancel()
        let afterStaleCancel = viewModel.editor
        current.cancel()

        #expect(afterStaleCancel === current)
        #expect(viewModel.editor == nil)
        #expect(editing.create.script.calls.isEmpty)
    }

    @Test("the editor reports to the list through a weak delegate, so an open editor does not keep the list alive")
    func noRetainCycle() async throws {
        var viewModel: DefaultMyTodosViewModel? = await loadedViewModel()
        viewModel?.startNewTodo()
        let editor = try #require(viewModel?.editor as? DefaultTodoEditorViewModel)
        let releasedList = Weak(viewModel)
        let hadDelegate = editor.delegate === viewModel

        viewModel = nil

        #expect(hadDelegate)
        #expect(releasedList.isReleased)
        #expect(editor.delegate == nil)
    }
}
