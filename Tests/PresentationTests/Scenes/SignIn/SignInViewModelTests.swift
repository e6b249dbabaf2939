import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("SignInViewModel", .timeLimit(.minutes(1)))
struct SignInViewModelTests {
    private let log = Log()
    private let users = [Fixtures.user(id: 1), Fixtures.user(id: 2)]

    private func makeViewModel(_ fetchUsers: any FetchUsersUseCase) -> DefaultSignInViewModel {
        let log = self.log
        return DefaultSignInViewModel(fetchUsers: fetchUsers, didSignIn: { log.append("signed in as \($0.id)") })
    }

    @Test("picking a row hands its user to the closure; rows out of range, or before loading, pick nobody")
    func picksUser() async {
        let users = self.users
        let useCase = MockFetchUsersUseCase { _ in .success(Fetched(users, freshness: .current)) }
        let viewModel = makeViewModel(useCase)

        viewModel.signIn(itemAt: 0)
        await viewModel.load()
        viewModel.signIn(itemAt: 1)
        viewModel.signIn(itemAt: 2)

        #expect(viewModel.title == "Sign in as")
        #expect(log.entries == ["signed in as 2"])
        #expect(useCase.script.calls == [.stored, .fresh])
    }

    @Test("users that cannot be loaded are the sheet's error, and nobody can be picked")
    func failure() async {
        let viewModel = makeViewModel(MockFetchUsersUseCase { _ in .failure(.timedOut) })

        await viewModel.load()
        viewModel.signIn(itemAt: 0)

        #expect(
            viewModel.state == .failed(ErrorViewModel(message: "The server did not answer in time", isRetryable: true)))
        #expect(log.entries.isEmpty)
    }

    @Test("over the real use case, the stub's users are offered and the one picked signs in")
    func realUseCase() async {
        let viewModel = makeViewModel(DefaultFetchUsersUseCase(users: StubContentRepository(users: users)))

        await viewModel.load()
        viewModel.signIn(itemAt: 0)

        #expect(viewModel.state.content?.items.map(\.id) == [1, 2])
        #expect(log.entries == ["signed in as 1"])
    }

    @Test("loading and loaded are observable; picking is not")
    func observation() async {
        let users = self.users
        let useCase = MockFetchUsersUseCase { _ in .success(Fetched(users, freshness: .current)) }
        useCase.script.isHolding = true
        let viewModel = makeViewModel(useCase)

        let toLoading = ObservationProbe { _ = viewModel.state }
        let busy = ObservationProbe { _ = viewModel.isLoading }
        let load = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)
        let toLoaded = ObservationProbe { _ = viewModel.state }
        useCase.script.isHolding = false
        useCase.script.answer(0, with: .failure(.notFound))
        await load.value
        let picking = ObservationProbe {
            _ = viewModel.state
            _ = viewModel.isLoading
        }
        viewModel.signIn(itemAt: 0)

        #expect([toLoading, busy, toLoaded].map(\.didFire) == [true, true, true])
        #expect(picking.didFire == false)
        #expect(log.entries == ["signed in as 1"])
    }
}
