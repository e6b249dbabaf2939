import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("MyTodosViewModel edits run one after another", .timeLimit(.minutes(1)))
struct MyTodosSerialEditsTests {
    private let editing = MockTodoEditing()

    private func loadedViewModel() async -> DefaultMyTodosViewModel {
        await editing.loadedViewModel([TodoFixtures.writeTests])
    }

    @Test("a rename submitted during a toggle waits for it, and starts from the todo the toggle saved")
    func renameWaitsForToggle() async throws {
        let viewModel = await loadedViewModel()
        editing.toggle.script.isHolding = true
        let toggle = Task { await viewModel.toggle(id: 1) }
        await editing.toggle.script.waitForCalls(1)
        viewModel.startRenaming(id: 1)
        let editor = try #require(viewModel.editor)
        editor.update("write more tests")

        let submit = Task { await editor.submit() }
        await drainMainActorQueue()
        let renamesDuringToggle = editing.rename.script.calls.count
        var saved = TodoFixtures.writeTests
        saved.isCompleted = true
        saved.syncStatus = .pending(lastError: nil)
        editing.toggle.script.answer(0, with: .success(saved))
        await toggle.value
        await submit.value

        #expect(renamesDuringToggle == 0)
        #expect(editing.rename.script.calls == [.init(todo: saved, title: "write more tests")])
        #expect(viewModel.items.first?.title == "write more tests")
        #expect(viewModel.items.first?.isCompleted == true)
    }

    @Test("a second toggle waits for the first and starts from what it saved")
    func togglesQueue() async {
        let viewModel = await loadedViewModel()
        editing.toggle.script.isHolding = true
        let first = Task { await viewModel.toggle(id: 1) }
        let second = Task { await viewModel.toggle(id: 1) }
        await editing.toggle.script.waitForCalls(1)
        await drainMainActorQueue()
        let callsWhileFirstRuns = editing.toggle.script.calls.count

        var done = TodoFixtures.writeTests
        done.isCompleted = true
        editing.toggle.script.answer(0, with: .success(done))
        await first.value
        await editing.toggle.script.waitForCalls(2)
        editing.toggle.script.answer(1, with: .success(TodoFixtures.writeTests))
        await second.value

        #expect(callsWhileFirstRuns == 1)
        #expect(editing.toggle.script.calls == [TodoFixtures.writeTests, done])
        #expect(viewModel.items.first?.isCompleted == false)
    }

    @Test("over the real use cases, two quick toggles end where they started, in the list and in the store")
    func doubleToggleOverRepository() async {
        let repository = FakeTodosRepository(todos: [TodoFixtures.writeTests])
        let viewModel = DefaultMyTodosViewModel(
            owner: Fixtures.user(id: 1), fetchTodos: DefaultFetchTodosUseCase(todos: repository),
            editing: TodoEditing(repository),
            repair: MockTodoSyncRepair().repair, observeSync: MockObserveTodoSyncUseCase())
        await viewModel.load()

        async let first: Void = viewModel.toggle(id: 1)
        async let second: Void = viewModel.toggle(id: 1)
        _ = await (first, second)

        #expect(viewModel.items.map(\.isCompleted) == [false])
        #expect(repository.todos.map(\.isCompleted) == [false])
        #expect(repository.writeCount == 2)
    }
}

extension TodoEditing {
    /// The real editing use cases over one repository.
    init(_ todos: any TodosRepository) {
        self.init(
            create: DefaultCreateTodoUseCase(todos: todos), rename: DefaultRenameTodoUseCase(todos: todos),
            toggle: DefaultToggleTodoUseCase(todos: todos), delete: DefaultDeleteTodoUseCase(todos: todos))
    }
}
