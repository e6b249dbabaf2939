import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UserProfilePresenter observation", .timeLimit(.minutes(1)))
struct UserProfileObservationTests {
    private let useCase = MockFetchUserUseCase { _ in .success(Fetched(Fixtures.user(id: 1), freshness: .current)) }

    private func makePresenter() -> DefaultUserProfilePresenter {
        DefaultUserProfilePresenter(userID: 1, fetchUser: useCase, actions: UserProfilePresenterActions())
    }

    @Test("the profile, a failed refresh and the title are each reported to an observer of display")
    func displayChangesAreObservable() async {
        useCase.script.isHolding = true
        let presenter = makePresenter()

        let busy = ObservationProbe { _ = presenter.isLoading }
        let load = Task { await presenter.load() }
        await useCase.script.waitForCalls(1)
        let toProfile = ObservationProbe { _ = presenter.display }
        let title = ObservationProbe { _ = presenter.title }
        let idle = ObservationProbe { _ = presenter.isLoading }
        useCase.script.answer(0, with: .failure(.notFound))
        useCase.script.answer(1, with: .success(Fetched(Fixtures.user(id: 1), freshness: .current)))
        await load.value
        let toError = ObservationProbe { _ = presenter.display }
        useCase.script.isHolding = false
        useCase.script.respond { _ in .failure(.rejected(reason: "no")) }
        await presenter.refresh()

        #expect([busy, toProfile, title, idle, toError].map(\.didFire) == [true, true, true, true, true])
        #expect(presenter.display == .error(ErrorViewModel(.rejected(reason: "no"))))
    }

    @Test("a background refresh reports isLoading, but not display until its answer comes")
    func backgroundRefreshKeepsDisplay() async {
        let presenter = makePresenter()
        await presenter.load()
        useCase.script.isHolding = true

        let display = ObservationProbe { _ = presenter.display }
        let busy = ObservationProbe { _ = presenter.isLoading }
        let refresh = Task { await presenter.refresh() }
        await useCase.script.waitForCalls(3)
        let displayFiredWhileRefreshing = display.didFire
        useCase.script.answer(2, with: .success(Fetched(Fixtures.user(id: 1), freshness: .stored(asOf: nil))))
        await refresh.value

        #expect(displayFiredWhileRefreshing == false)
        #expect(busy.didFire)
        #expect(display.didFire)
    }

    @Test("attaching, detaching and the navigation actions change nothing observable")
    func lifecycleIsSilent() async {
        let presenter = makePresenter()
        await presenter.load()

        let probe = ObservationProbe {
            _ = presenter.display
            _ = presenter.isLoading
            _ = presenter.title
        }
        let view = RecordingProfileView()
        presenter.attach(view)
        presenter.detach()
        presenter.showPosts()
        presenter.showTodos()

        #expect(probe.didFire == false)
    }
}
