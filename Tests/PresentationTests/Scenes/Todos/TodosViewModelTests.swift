import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("TodosViewModel")
struct TodosViewModelTests {
    private let repository = FakeTodosRepository(todos: [
        Todo(id: 1, ownerID: 1, title: "write tests", isCompleted: false),
        Todo(id: 2, ownerID: 1, title: "ship", isCompleted: true),
        Todo(id: 3, ownerID: 2, title: "someone else's", isCompleted: false),
    ])

    private func makeViewModel(isEditable: Bool = true) async -> TodosViewModel {
        let viewModel = TodosViewModel(ownerID: 1, isEditable: isEditable, useCases: TodosUseCases(todos: repository))
        await viewModel.load()
        return viewModel
    }

    @Test("loads only the owner's todos, with checkboxes and a summary")
    func loads() async {
        let viewModel = await makeViewModel()

        #expect(viewModel.items.map(\.checkbox) == ["[ ]", "[x]"])
        #expect(viewModel.summary == "1 of 2 done")
    }

    @Test("the filter cycles through all, open and done")
    func filters() async {
        let viewModel = await makeViewModel()

        viewModel.cycleFilter()
        let open = viewModel.items.map(\.id)
        viewModel.cycleFilter()
        let done = viewModel.items.map(\.id)
        viewModel.cycleFilter()

        #expect(open == [1])
        #expect(done == [2])
        #expect(viewModel.filter == .all)
    }

    @Test("create, rename, toggle and delete reach the repository and the list")
    func edits() async {
        let viewModel = await makeViewModel()

        await viewModel.create(title: "  Buy milk ")
        let created = repository.todos.last
        await viewModel.rename(id: 1, to: "write more tests")
        await viewModel.toggle(id: 1)
        await viewModel.delete(id: 2)

        #expect(created?.title == "Buy milk")
        #expect(viewModel.items.map(\.title) == ["write more tests", "Buy milk"])
        #expect(viewModel.items.map(\.isCompleted) == [true, false])
        #expect(repository.todos.filter { $0.ownerID == 1 }.map(\.id) == [1, 4])
        #expect(viewModel.editError == nil)
    }

    @Test("an empty title is refused before anything is written")
    func rejectsEmptyTitle() async {
        let viewModel = await makeViewModel()

        await viewModel.create(title: "   ")
        await viewModel.rename(id: 1, to: "")

        #expect(viewModel.editError?.message == "A todo needs a title")
        #expect(repository.writeCount == 0)
        #expect(viewModel.items.first?.title == "write tests")
    }

    @Test("a failed toggle is undone and its reason shown, the list stays")
    func failedEditIsUndone() async {
        let viewModel = await makeViewModel()
        repository.failure = .unreachable(reason: "Cannot connect to the server")

        await viewModel.toggle(id: 1)
        await viewModel.delete(id: 2)

        #expect(viewModel.items.map(\.isCompleted) == [false, true])
        #expect(viewModel.items.count == 2)
        #expect(viewModel.editError?.message == "Cannot connect to the server")
    }

    @Test("someone else's list cannot be changed")
    func readOnly() async {
        let viewModel = await makeViewModel(isEditable: false)

        await viewModel.create(title: "sneaky")
        await viewModel.toggle(id: 1)
        await viewModel.delete(id: 1)

        #expect(repository.writeCount == 0)
        #expect(viewModel.items.count == 2)
        #expect(viewModel.title == "Todos of user 1")
    }
}

@MainActor
@Suite("TodosViewModel edits in a row")
struct TodosViewModelSerialEditsTests {
    @Test("two quick toggles of one todo end where they started, in the list and in the store")
    func doubleToggle() async {
        let repository = FakeTodosRepository(todos: [Todo(id: 1, ownerID: 1, title: "a", isCompleted: false)])
        let viewModel = TodosViewModel(ownerID: 1, isEditable: true, useCases: TodosUseCases(todos: repository))
        await viewModel.load()

        let first = Task { await viewModel.toggle(id: 1) }
        let second = Task { await viewModel.toggle(id: 1) }
        await first.value
        await second.value

        #expect(viewModel.items.map(\.isCompleted) == [false])
        #expect(repository.todos.map(\.isCompleted) == [false])
        #expect(repository.writeCount == 2)
    }
}
