import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UserProfilePresenter and its passive view", .timeLimit(.minutes(1)))
struct UserProfileMVPTests {
    private let useCase = MockFetchUserUseCase { _ in .success(Fetched(Fixtures.user(id: 1), freshness: .current)) }

    private func makePresenter() -> DefaultUserProfilePresenter {
        DefaultUserProfilePresenter(userID: 1, fetchUser: useCase, actions: UserProfilePresenterActions())
    }

    @Test("detaching cancels the load in flight: the view hears nothing more and the late answer is dropped")
    func detachCancelsLoad() async {
        useCase.script.isHolding = true
        let presenter = makePresenter()
        let view = RecordingProfileView()
        presenter.attach(view)
        let load = Task { await presenter.load() }
        await useCase.script.waitForCalls(1)

        presenter.detach()
        useCase.script.answer(0, with: .success(Fetched(Fixtures.user(id: 1), freshness: .stored(asOf: nil))))
        await load.value

        #expect(useCase.script.cancelledCalls == [0])
        #expect(view.shown == ["loading", "loading"])
        #expect(presenter.display == .loading)
        #expect(useCase.script.calls.count == 1, "the cancelled load does not go on to ask the source")
        #expect(presenter.isLoading == false)
    }

    @Test("detaching while the source is asked drops the fresh answer too")
    func detachDuringFreshRead() async {
        useCase.script.isHolding = true
        let presenter = makePresenter()
        let view = RecordingProfileView()
        presenter.attach(view)
        let load = Task { await presenter.load() }
        await useCase.script.waitForCalls(1)
        useCase.script.answer(0, with: .failure(.notFound))
        await useCase.script.waitForCalls(2)

        presenter.detach()
        useCase.script.answer(1, with: .success(Fetched(Fixtures.user(id: 1), freshness: .current)))
        await load.value

        #expect(useCase.script.cancelledCalls == [1])
        #expect(presenter.display == .loading)
        #expect(view.shown == ["loading", "loading"])
    }

    @Test("a view attached later is shown the last display at once")
    func attachReplays() async {
        let presenter = makePresenter()
        await presenter.load()
        let first = RecordingProfileView()
        let second = RecordingProfileView()

        presenter.attach(first)
        presenter.detach()
        presenter.attach(second)

        #expect(first.shown == ["profile Leanne Graham (@Bret)"])
        #expect(second.shown == ["profile Leanne Graham (@Bret)"])
    }

    @Test("a detached view hears nothing of a later load")
    func detachedViewHearsNothing() async {
        let presenter = makePresenter()
        let view = RecordingProfileView()
        presenter.attach(view)

        presenter.detach()
        await presenter.load()

        #expect(view.shown == ["loading"])
        #expect(presenter.display == .profile(UserProfileContent(Fixtures.user(id: 1)), freshness: .current))
    }

    @Test("the presenter does not keep its view alive")
    func viewIsWeak() {
        let presenter = makePresenter()
        var view: RecordingProfileView? = RecordingProfileView()
        let released = Weak(view)
        if let view { presenter.attach(view) }

        view = nil

        #expect(released.isReleased)
    }

    // Known bug: a load cancelled by `detach()` still counts as running, so the next `load()` waits for
    // it and returns without loading; the profile stays on "loading" for good. See the report.
    @Test("after a detach cancelled the load, attaching again and loading shows the profile")
    func loadAfterDetachLoadsAgain() async {
        useCase.script.isHolding = true
        let presenter = makePresenter()
        presenter.attach(RecordingProfileView())
        let cancelledLoad = Task { await presenter.load() }
        await useCase.script.waitForCalls(1)
        presenter.detach()

        useCase.script.isHolding = false
        let view = RecordingProfileView()
        presenter.attach(view)
        let reload = Task { await presenter.load() }
        await drainMainActorQueue()
        useCase.script.answer(0, with: .failure(.notFound))
        await cancelledLoad.value
        await reload.value

        #expect(presenter.display == .profile(UserProfileContent(Fixtures.user(id: 1)), freshness: .current))
        #expect(view.shown.last == "profile Leanne Graham (@Bret)")
    }
}
