import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("MyTodosViewModel toggle and delete, over mocked use cases", .timeLimit(.minutes(1)))
struct MyTodosEditingTests {
    private let editing = MockTodoEditing()
    private let writeTests = TodoFixtures.writeTests
    private let ship = TodoFixtures.ship

    private func loadedViewModel() async -> DefaultMyTodosViewModel {
        await editing.loadedViewModel([writeTests, ship])
    }

    @Test("a toggle shows at once, then the todo as the repository saved it")
    func toggleIsOptimistic() async {
        let viewModel = await loadedViewModel()
        editing.toggle.script.isHolding = true

        let toggle = Task { await viewModel.toggle(id: 1) }
        await editing.toggle.script.waitForCalls(1)
        let preview = (viewModel.items.first?.isCompleted, viewModel.isLoading)
        var saved = writeTests
        saved.isCompleted = true
        saved.syncStatus = .pending(lastError: nil)
        editing.toggle.script.answer(0, with: .success(saved))
        await toggle.value

        #expect(preview == (true, true))
        #expect(editing.toggle.script.calls == [writeTests], "the use case gets the todo as it was")
        #expect(viewModel.items.first?.todo == saved)
        #expect(viewModel.editError == nil)
        #expect(viewModel.isLoading == false)
    }

    @Test("a refused toggle is undone and its reason shown; the list stays usable")
    func failedToggleIsUndone() async {
        let viewModel = await loadedViewModel()
        editing.toggle.script.respond { _ in .failure(.unreachable(reason: "cannot connect")) }

        await viewModel.toggle(id: 1)

        #expect(viewModel.items.map(\.isCompleted) == [false, true])
        #expect(viewModel.editError == ErrorViewModel(message: "Cannot connect", isRetryable: true))
        #expect(viewModel.state.content?.todos.count == 2)
    }

    @Test("a delete removes the row at once; a refused delete puts it back where it was", arguments: [1, 2])
    func failedDeleteIsUndone(id: Todo.ID) async {
        let viewModel = await loadedViewModel()
        editing.delete.script.isHolding = true

        let delete = Task { await viewModel.delete(id: id) }
        await editing.delete.script.waitForCalls(1)
        let whileDeleting = viewModel.items.map(\.id)
        editing.delete.script.answer(0, with: .failure(.serverFailure(status: 500)))
        await delete.value

        #expect(whileDeleting == [1, 2].filter { $0 != id })
        #expect(viewModel.items.map(\.id) == [1, 2])
        #expect(viewModel.editError?.message == "Server returned 500 Internal Server Error")
    }

    @Test("a delete that works leaves the row out")
    func deleteWorks() async {
        let viewModel = await loadedViewModel()

        await viewModel.delete(id: 1)

        #expect(viewModel.items.map(\.id) == [2])
        #expect(editing.delete.script.calls == [writeTests])
        #expect(viewModel.state.content?.summary == "1 of 1 done")
    }

    @Test("the last edit's error goes as soon as the next edit starts")
    func errorClearsOnNextEdit() async {
        let viewModel = await loadedViewModel()
        editing.toggle.script.respond { _ in .failure(.timedOut) }
        await viewModel.toggle(id: 1)
        let failed = viewModel.editError
        editing.toggle.script.isHolding = true

        let next = Task { await viewModel.toggle(id: 2) }
        await editing.toggle.script.waitForCalls(2)
        let whileNextRuns = viewModel.editError
        editing.toggle.script.answer(1, with: .success(ship))
        await next.value

        #expect(failed != nil)
        #expect(whileNextRuns == nil)
    }

    @Test("a todo that is not in the list is neither toggled nor deleted")
    func unknownTodo() async {
        let viewModel = await loadedViewModel()

        await viewModel.toggle(id: 99)
        await viewModel.delete(id: 99)

        #expect(editing.toggle.script.calls.isEmpty)
        #expect(editing.delete.script.calls.isEmpty)
        #expect(viewModel.items.count == 2)
    }
}
