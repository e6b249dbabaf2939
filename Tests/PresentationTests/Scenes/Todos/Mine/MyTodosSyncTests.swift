import Foundation
import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

/// The signed-in user's list follows every sync as it ends (once any load in flight has ended): the
/// pending mark goes, and the status line says what happened, without a refresh.
@MainActor
@Suite("DefaultMyTodosViewModel following syncs", .timeLimit(.minutes(1)))
struct MyTodosSyncTests {
    private let pending = Todo(
        id: 1, ownerID: 1, title: "write tests", isCompleted: false, syncStatus: .pending(lastError: nil))

    private func makeViewModel(_ repository: FakeTodosRepository, sync: MockObserveTodoSyncUseCase)
        -> DefaultMyTodosViewModel
    {
        DefaultMyTodosViewModel(
            owner: Fixtures.user(id: 1), fetchTodos: DefaultFetchTodosUseCase(todos: repository),
            editing: TodoEditing(repository),
            repair: MockTodoSyncRepair().repair, observeSync: sync)
    }

    @Test("a sync that ends shows the stored list again, so the pending mark goes at once")
    func pendingMarkFollowsTheOutbox() async throws {
        let repository = FakeTodosRepository(todos: [pending])
        let sync = MockObserveTodoSyncUseCase()
        let viewModel = makeViewModel(repository, sync: sync)
        await viewModel.load()
        #expect(viewModel.items.first?.syncBadge == "↑ pending")

        var synced = pending
        synced.syncStatus = .synced
        repository.replace(synced)
        sync.finish(TodoSyncReport(outcome: .finished, sent: 1, pending: 0))
        try await waitUntil { viewModel.syncNotice != nil }

        #expect(viewModel.items.first?.syncBadge == nil)
        #expect(viewModel.syncNotice == SyncNotice(text: "All changes sent", isProblem: false))
    }

    @Test("a sync that stopped says why and how much is still pending")
    func stoppedSync() async throws {
        let sync = MockObserveTodoSyncUseCase()
        let viewModel = makeViewModel(FakeTodosRepository(todos: [pending]), sync: sync)
        await viewModel.load()

        sync.finish(
            TodoSyncReport(
                outcome: .stopped(RepositoryError(.serverFailure(status: 503), request: "POST /todos")), pending: 1))
        try await waitUntil { viewModel.syncNotice != nil }

        #expect(
            viewModel.syncNotice?.text
                == "Sync stopped: POST /todos answered 503 Service Unavailable; 1 change still pending")
        #expect(viewModel.syncNotice?.isProblem == true)
    }

    @Test("a sync that will be tried again by itself says at what time of day")
    func nextTryIsSaid() async throws {
        let sync = MockObserveTodoSyncUseCase()
        let viewModel = makeViewModel(FakeTodosRepository(todos: [pending]), sync: sync)
        await viewModel.load()
        var afternoon = DateComponents()
        (afternoon.year, afternoon.month, afternoon.day) = (2026, 12, 4)
        (afternoon.hour, afternoon.minute, afternoon.second) = (14, 2, 31)
        let next = try #require(Calendar.current.date(from: afternoon))

        sync.finish(
            TodoSyncReport(
                outcome: .stopped(RepositoryError(.serverFailure(status: 503), request: "POST /todos")), pending: 2,
                nextAttempt: next))
        try await waitUntil { viewModel.syncNotice != nil }

        #expect(
            viewModel.syncNotice?.text
                == "2 changes still pending, next try at 14:02:31; sync stopped: POST /todos answered 503 Service Unavailable"
        )
    }

    @Test("a todo the server no longer has is said once the sync has ended")
    func conflictIsSaid() async throws {
        let repository = FakeTodosRepository(todos: [pending])
        let sync = MockObserveTodoSyncUseCase()
        let viewModel = makeViewModel(repository, sync: sync)
        await viewModel.load()

        var conflicted = pending
        conflicted.syncStatus = .conflict(.missingOnServer(formerServerID: 7))
        repository.replace(conflicted)
        sync.finish(TodoSyncReport(outcome: .finished, sent: 1, pending: 0))
        try await waitUntil { viewModel.syncNotice != nil }

        #expect(
            viewModel.syncNotice
                == SyncNotice(text: "The server no longer has 1 todo kept here", isProblem: true))
        #expect(viewModel.items.first?.syncBadge == "≠ the server no longer has it")
    }

    @Test("the list follows the syncs once, however often it loads")
    func followsOnce() async {
        let sync = MockObserveTodoSyncUseCase()
        let viewModel = makeViewModel(FakeTodosRepository(todos: [pending]), sync: sync)

        await viewModel.load()
        await viewModel.load()
        await viewModel.refresh()

        #expect(sync.subscriberCount == 1)
    }

    @Test("a sync that ends during the first fresh load does not cancel it: the server's answer still shows")
    func syncDuringTheFreshLoad() async throws {
        let repository = FakeTodosRepository(todos: [pending])
        let fetch = SlowFreshFetch(DefaultFetchTodosUseCase(todos: repository))
        let sync = MockObserveTodoSyncUseCase()
        let viewModel = DefaultMyTodosViewModel(
            owner: Fixtures.user(id: 1), fetchTodos: fetch, editing: TodoEditing(repository),
            repair: MockTodoSyncRepair().repair, observeSync: sync)
        let loading = Task { await viewModel.load() }
        try await waitUntil { fetch.freshStarted }

        sync.finish(TodoSyncReport(outcome: .finished, sent: 0, pending: 1))
        // Time for the list to take the report in: the old code cancelled the load right then.
        try await Task.sleep(for: .milliseconds(50))
        _ = try await repository.createTodo(ownerID: 1, title: "from the server")
        fetch.release()
        await loading.value
        try await waitUntil { viewModel.syncNotice != nil }

        #expect(!fetch.freshWasCancelled, "the sync's report did not cancel the load")
        #expect(viewModel.items.map(\.title) == ["write tests", "from the server"])
    }

    /// Waits until `condition` holds, for at most 20 s: a turn of the main actor at a time at first,
    /// then in 5 ms steps. Bounded by time, not turns: other suites block the main thread and the
    /// shared pool for whole seconds on a loaded machine, and a turn then takes that long.
    private func waitUntil(_ condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let end = clock.now + .seconds(20)
        var turns = 0
        while !condition(), clock.now < end {
            turns += 1
            if turns < 1_000 { await Task.yield() } else { try await Task.sleep(for: .milliseconds(5)) }
        }
        try #require(condition())
    }
}
