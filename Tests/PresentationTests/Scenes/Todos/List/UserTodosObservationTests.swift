import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UserTodosViewModel observation", .timeLimit(.minutes(1)))
struct UserTodosObservationTests {
    private let todos = MockFetchTodosUseCase { _ in .success(Fetched(TodoFixtures.all, freshness: .current)) }
    private let user = MockFetchUserUseCase { _ in .success(Fetched(Fixtures.user(id: 1), freshness: .current)) }

    @Test("the owner's name, the title, loading and loaded are each reported")
    func loadIsObservable() async {
        todos.script.isHolding = true
        let viewModel = DefaultUserTodosViewModel(ownerID: 1, fetchTodos: todos, fetchUser: user)

        let name = ObservationProbe { _ = viewModel.ownerName }
        let title = ObservationProbe { _ = viewModel.title }
        let toLoading = ObservationProbe { _ = viewModel.state }
        let load = Task { await viewModel.load() }
        await todos.script.waitForCalls(1)
        let rows = ObservationProbe { _ = viewModel.items }
        let idle = ObservationProbe { _ = viewModel.isLoading }
        todos.script.isHolding = false
        todos.script.answer(0, with: .failure(.notFound))
        await load.value

        #expect([name, title, toLoading, rows, idle].map(\.didFire) == [true, true, true, true, true])
    }

    @Test("a filter change is reported to the filter and the rows, not to the state")
    func filterIsObservable() async {
        let viewModel = DefaultUserTodosViewModel(ownerID: 1, fetchTodos: todos, fetchUser: user)
        await viewModel.load()

        let filter = ObservationProbe { _ = viewModel.filter }
        let rows = ObservationProbe { _ = viewModel.items }
        let state = ObservationProbe {
            _ = viewModel.state
            _ = viewModel.isLoading
            _ = viewModel.title
        }
        viewModel.cycleFilter()

        #expect(filter.didFire)
        #expect(rows.didFire)
        #expect(state.didFire == false)
    }
}
