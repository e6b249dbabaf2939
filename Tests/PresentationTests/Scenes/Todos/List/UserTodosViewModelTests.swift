import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UserTodosViewModel, someone else's list", .timeLimit(.minutes(1)))
struct UserTodosViewModelTests {
    private let todos = MockFetchTodosUseCase { call in
        .success(Fetched(TodoFixtures.all.filter { $0.ownerID == call.ownerID }, freshness: .current))
    }
    private let user = MockFetchUserUseCase { _ in
        .success(Fetched(Fixtures.user(id: 1), freshness: .stored(asOf: nil)))
    }

    @Test("the owner's name comes from the stored copy only, and the todos load stored first")
    func loadsOwnerAndTodos() async {
        let viewModel = DefaultUserTodosViewModel(ownerID: 1, fetchTodos: todos, fetchUser: user)
        let titleBefore = viewModel.title

        await viewModel.load()
        await viewModel.load()

        #expect(titleBefore == "Todos of user 1")
        #expect(viewModel.ownerName == "Leanne Graham")
        #expect(viewModel.title == "Todos of Leanne Graham")
        // The name from the stored copy; the list loads with its owner, stored then fresh. The name's
        // read runs beside the list's, so only the number of each is certain.
        #expect(user.script.calls.count { $0 == .init(userID: 1, policy: .stored) } == 2)
        #expect(user.script.calls.count { $0 == .init(userID: 1, policy: .fresh) } == 1)
        #expect(user.script.calls.count == 3)
        #expect(todos.script.calls == [.init(ownerID: 1, policy: .stored), .init(ownerID: 1, policy: .fresh)])
        #expect(viewModel.items.map(\.id) == [1, 2])
        #expect(viewModel.state.content?.summary == "1 of 2 done")
    }

    @Test("an owner not stored yet is named by id; the list still loads")
    func ownerNotStored() async {
        user.script.respond { call in
            call.policy == .stored ? .failure(.notFound) : .success(Fetched(Fixtures.user(id: 2), freshness: .current))
        }
        let viewModel = DefaultUserTodosViewModel(ownerID: 2, fetchTodos: todos, fetchUser: user)

        await viewModel.load()

        #expect(viewModel.title == "Todos of user 2")
        #expect(viewModel.items.map(\.title) == ["someone else's"])
    }

    @Test("an owner the source does not know fails the screen, by number, never an empty list")
    func ownerUnknown() async {
        user.script.respond { _ in .failure(.notFound) }
        let viewModel = DefaultUserTodosViewModel(ownerID: 99, fetchTodos: todos, fetchUser: user)

        await viewModel.load()

        #expect(viewModel.state == .failed(ErrorViewModel(message: "User 99 does not exist", isRetryable: false)))
        #expect(viewModel.items.isEmpty)
    }

    @Test("the filter cycles through all, open and done, and the rows follow it")
    func filters() async {
        let viewModel = DefaultUserTodosViewModel(ownerID: 1, fetchTodos: todos, fetchUser: user)
        await viewModel.load()

        var seen: [(TodosFilter, [Todo.ID])] = []
        for _ in 0..<3 {
            viewModel.cycleFilter()
            seen.append((viewModel.filter, viewModel.items.map(\.id)))
        }

        #expect(seen.map(\.0) == [.open, .done, .all])
        #expect(seen.map(\.1) == [[1], [2], [1, 2]])
    }

    @Test("the list offers no way to change it")
    func readOnly() {
        let viewModel: any UserTodosViewModel = DefaultUserTodosViewModel(
            ownerID: 1, fetchTodos: todos, fetchUser: user)

        #expect((viewModel as? any MyTodosViewModelInput) == nil)
    }

    @Test("over the real use cases, only the owner's todos are listed and a failure is the screen's error")
    func realUseCases() async {
        let repository = FakeTodosRepository(todos: TodoFixtures.all)
        let viewModel = DefaultUserTodosViewModel(
            ownerID: 1, fetchTodos: DefaultFetchTodosUseCase(todos: repository),
            fetchUser: DefaultFetchUserUseCase(users: StubContentRepository(users: [Fixtures.user(id: 1)])))

        await viewModel.load()
        let loaded = viewModel.items.map(\.id)
        repository.failure = .storageFailure(reason: "strata.db is read-only")
        await viewModel.refresh()

        #expect(loaded == [1, 2])
        #expect(viewModel.title == "Todos of user 1", "the stub stores nothing, so the name is not known")
        #expect(viewModel.state == .failed(ErrorViewModel(message: "strata.db is read-only", isRetryable: true)))
        #expect(viewModel.items.isEmpty)
    }

    @Test("a pending todo says so in its row")
    func syncBadges() {
        var todo = TodoFixtures.writeTests
        let synced = TodoItemViewModel(todo: todo).syncBadge
        todo.syncStatus = .pending(lastError: nil)
        let pending = TodoItemViewModel(todo: todo).syncBadge
        todo.syncStatus = .pending(lastError: "503")

        #expect(synced == nil)
        #expect(pending == "↑ pending")
        #expect(TodoItemViewModel(todo: todo).syncBadge == "↑ pending (503)")
    }
}
