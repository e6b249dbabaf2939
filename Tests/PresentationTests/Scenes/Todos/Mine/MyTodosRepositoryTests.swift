import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("MyTodosViewModel over the real use cases and a fake repository")
struct MyTodosRepositoryTests {
    private let repository = FakeTodosRepository(todos: TodoFixtures.all)

    private func loadedViewModel() async -> DefaultMyTodosViewModel {
        let viewModel = DefaultMyTodosViewModel(
            owner: Fixtures.user(id: 1), fetchTodos: DefaultFetchTodosUseCase(todos: repository),
            editing: TodoEditing(repository),
            repair: MockTodoSyncRepair().repair, observeSync: MockObserveTodoSyncUseCase())
        await viewModel.load()
        return viewModel
    }

    @Test("only the owner's todos are listed, with a summary")
    func loadsOwnTodos() async {
        let viewModel = await loadedViewModel()

        #expect(viewModel.title == "My todos")
        #expect(viewModel.items.map(\.id) == [1, 2])
        #expect(viewModel.state.content?.summary == "1 of 2 done")
    }

    @Test("create, rename, toggle and delete reach the repository and the list")
    func editsReachRepository() async throws {
        let viewModel = await loadedViewModel()

        viewModel.startNewTodo()
        try #require(viewModel.editor).update("  Buy milk ")
        await viewModel.editor?.submit()
        viewModel.startRenaming(id: 1)
        try #require(viewModel.editor).update("write more tests")
        await viewModel.editor?.submit()
        await viewModel.toggle(id: 1)
        await viewModel.delete(id: 2)

        #expect(viewModel.items.map(\.title) == ["write more tests", "Buy milk"])
        #expect(viewModel.items.map(\.isCompleted) == [true, false])
        #expect(repository.todos.filter { $0.ownerID == 1 }.map(\.title) == ["write more tests", "Buy milk"])
        #expect(viewModel.editError == nil)
        #expect(viewModel.editor == nil)
    }

    @Test("an empty title is refused before anything is written, and the editor says why")
    func emptyTitleRefused() async throws {
        let viewModel = await loadedViewModel()
        viewModel.startNewTodo()
        let editor = try #require(viewModel.editor)
        editor.update("   ")

        await editor.submit()

        #expect(editor.error?.message == "A todo needs a title")
        #expect(editor.error?.isRetryable == false)
        #expect(repository.writeCount == 0)
        #expect(viewModel.editor === editor)
    }

    @Test("a repository that refuses every write undoes each edit and says why")
    func failingRepository() async {
        let viewModel = await loadedViewModel()
        repository.failure = .storageFailure(reason: "strata.db is read-only")

        await viewModel.toggle(id: 1)
        await viewModel.delete(id: 2)

        #expect(viewModel.items.map(\.id) == [1, 2])
        #expect(viewModel.items.map(\.isCompleted) == [false, true])
        #expect(viewModel.editError?.message == "strata.db is read-only")
    }
}
