import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("MyTodosViewModel observation", .timeLimit(.minutes(1)))
struct MyTodosObservationTests {
    private let editing = MockTodoEditing()
    private let fetch = MockFetchTodosUseCase { _ in
        .success(Fetched([TodoFixtures.writeTests, TodoFixtures.ship], freshness: .current))
    }

    private func makeViewModel() -> DefaultMyTodosViewModel {
        DefaultMyTodosViewModel(
            owner: Fixtures.user(id: 1), fetchTodos: fetch, editing: editing.editing,
            repair: MockTodoSyncRepair().repair, observeSync: MockObserveTodoSyncUseCase())
    }

    @Test("loading and loaded are each reported")
    func loadIsObservable() async {
        fetch.script.isHolding = true
        let viewModel = makeViewModel()

        let toLoading = ObservationProbe { _ = viewModel.state }
        let load = Task { await viewModel.load() }
        await fetch.script.waitForCalls(1)
        let toLoaded = ObservationProbe { _ = viewModel.items }
        fetch.script.isHolding = false
        fetch.script.answer(0, with: .failure(.notFound))
        await load.value

        #expect(toLoading.didFire)
        #expect(toLoaded.didFire)
    }

    @Test("the editor opening for a new todo and for a rename, and closing on save and on cancel, is reported")
    func editorIsObservable() async throws {
        let viewModel = makeViewModel()
        await viewModel.load()

        let opensNew = ObservationProbe { _ = viewModel.editor }
        viewModel.startNewTodo()
        let closesOnSave = ObservationProbe { _ = viewModel.editor }
        try #require(viewModel.editor).update("a")
        await viewModel.editor?.submit()
        let opensRename = ObservationProbe { _ = viewModel.editor }
        viewModel.startRenaming(id: 1)
        let closesOnCancel = ObservationProbe { _ = viewModel.editor }
        viewModel.editor?.cancel()

        #expect([opensNew, closesOnSave, opensRename, closesOnCancel].map(\.didFire) == [true, true, true, true])
        #expect(viewModel.editor == nil)
    }

    @Test("an edit is reported at once, its undo and error when it fails, and busy while it runs")
    func editsAreObservable() async {
        let viewModel = makeViewModel()
        await viewModel.load()
        editing.toggle.script.isHolding = true

        let preview = ObservationProbe { _ = viewModel.items }
        let busy = ObservationProbe { _ = viewModel.isLoading }
        let toggle = Task { await viewModel.toggle(id: 1) }
        await editing.toggle.script.waitForCalls(1)
        let undo = ObservationProbe { _ = viewModel.items }
        let error = ObservationProbe { _ = viewModel.editError }
        let idle = ObservationProbe { _ = viewModel.isLoading }
        editing.toggle.script.answer(0, with: .failure(.timedOut))
        await toggle.value

        #expect([preview, busy, undo, error, idle].map(\.didFire) == [true, true, true, true, true])
    }

    @Test("a filter change reaches the rows, not the editor; the editor opening reaches the editor, not the rows")
    func unrelatedPropertiesAreSilent() async {
        let viewModel = makeViewModel()
        await viewModel.load()

        let rows = ObservationProbe { _ = viewModel.items }
        let editorAndErrors = ObservationProbe {
            _ = viewModel.editor
            _ = viewModel.editError
        }
        viewModel.cycleFilter()
        let filterFiredEditor = editorAndErrors.didFire
        let rowsOnOpen = ObservationProbe {
            _ = viewModel.items
            _ = viewModel.state
            _ = viewModel.isLoading
        }
        viewModel.startNewTodo()

        #expect(rows.didFire)
        #expect(filterFiredEditor == false)
        #expect(rowsOnOpen.didFire == false)
        #expect(viewModel.filter == .open)
    }
}
