import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UsersListViewModel", .timeLimit(.minutes(1)))
struct UsersListViewModelTests {
    private let users = [Fixtures.user(id: 4), Fixtures.user(id: 7)]

    @Test("rows name each user with username and company, the stored copy first")
    func loadsRows() async {
        let users = self.users
        let useCase = MockFetchUsersUseCase { _ in .success(Fetched(users, freshness: .current)) }
        let viewModel = DefaultUsersListViewModel(fetchUsers: useCase)

        await viewModel.load()

        #expect(viewModel.title == "Users")
        #expect(viewModel.state.content?.items.map(\.name) == ["Leanne Graham", "Leanne Graham"])
        #expect(viewModel.state.content?.items.map(\.detail) == ["@Bret · Romaguera-Crona", "@Bret · Romaguera-Crona"])
        #expect(useCase.script.calls == [.stored, .fresh])
    }

    @Test("a selection reaches the delegate with the row's user; a row out of range reaches nobody")
    func selectionReachesDelegate() async {
        let users = self.users
        let viewModel = DefaultUsersListViewModel(
            fetchUsers: MockFetchUsersUseCase { _ in .success(Fetched(users, freshness: .current)) })
        let delegate = RecordingUsersListDelegate()
        viewModel.delegate = delegate

        viewModel.didSelect(itemAt: 0)
        await viewModel.load()
        viewModel.didSelect(itemAt: 1)
        viewModel.didSelect(itemAt: 2)

        #expect(delegate.selected == [7])
    }

    @Test("the delegate is held weakly")
    func delegateIsWeak() {
        let viewModel = DefaultUsersListViewModel(fetchUsers: MockFetchUsersUseCase { _ in .failure(.notFound) })
        var delegate: RecordingUsersListDelegate? = RecordingUsersListDelegate()
        viewModel.delegate = delegate

        delegate = nil

        #expect(viewModel.delegate == nil)
    }

    @Test("over the real use case, a failing source is the screen's error")
    func realUseCase() async {
        let repository = StubContentRepository(users: users)
        let viewModel = DefaultUsersListViewModel(fetchUsers: DefaultFetchUsersUseCase(users: repository))
        await viewModel.load()
        let loaded = viewModel.state.content?.items.map(\.id)

        repository.failure = .unreachable(reason: "connection refused")
        await viewModel.refresh()

        #expect(loaded == [4, 7])
        #expect(viewModel.state == .failed(ErrorViewModel(message: "Connection refused", isRetryable: true)))
    }

    @Test("loading and loaded are observable; a selection and a new delegate are not")
    func observation() async {
        let users = self.users
        let useCase = MockFetchUsersUseCase { _ in .success(Fetched(users, freshness: .current)) }
        useCase.script.isHolding = true
        let viewModel = DefaultUsersListViewModel(fetchUsers: useCase)

        let toLoading = ObservationProbe { _ = viewModel.state }
        let busy = ObservationProbe { _ = viewModel.isLoading }
        let load = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)
        let toLoaded = ObservationProbe { _ = viewModel.state }
        useCase.script.isHolding = false
        useCase.script.answer(0, with: .failure(.notFound))
        await load.value
        let silent = ObservationProbe {
            _ = viewModel.state
            _ = viewModel.isLoading
        }
        let delegate = RecordingUsersListDelegate()
        viewModel.delegate = delegate
        viewModel.didSelect(itemAt: 0)

        #expect([toLoading, busy, toLoaded].map(\.didFire) == [true, true, true])
        #expect(silent.didFire == false)
        #expect(delegate.selected == [4])
    }
}
