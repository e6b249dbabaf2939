import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UserProfilePresenter")
struct UserProfilePresenterTests {
    /// Records everything it is told, in order.
    private final class RecordingProfileView: UserProfileView {
        var shown: [String] = []

        func showLoading() { shown.append("loading") }
        func show(_ profile: UserProfileContent, freshnessNote: String?) {
            shown.append("profile \(profile.name), \(profile.coordinates)\(freshnessNote.map { ", \($0)" } ?? "")")
        }
        func showError(_ error: ErrorViewModel) { shown.append("error \(error.message)") }
    }

    private func makePresenter(
        userID: User.ID = 1,
        repository: StubContentRepository = StubContentRepository(users: [Fixtures.user(id: 1)]),
        actions: UserProfilePresenterActions = UserProfilePresenterActions()
    ) -> UserProfilePresenter {
        UserProfilePresenter(userID: userID, fetchUser: DefaultFetchUserUseCase(users: repository), actions: actions)
    }

    @Test("an attached view sees loading, then the profile")
    func showsProfile() async {
        let presenter = makePresenter()
        let view = RecordingProfileView()

        presenter.attach(view)
        await presenter.load()

        #expect(view.shown == ["loading", "loading", "profile Leanne Graham, -37.3159, 81.1496"])
        #expect(presenter.title == "Leanne Graham")
    }

    @Test("a view attached later is shown the current state at once")
    func replaysOnAttach() async {
        let presenter = makePresenter()
        await presenter.load()
        let view = RecordingProfileView()

        presenter.attach(view)

        #expect(view.shown == ["profile Leanne Graham, -37.3159, 81.1496"])
    }

    @Test("a detached view hears nothing more")
    func detachStopsUpdates() async {
        let presenter = makePresenter()
        let view = RecordingProfileView()
        presenter.attach(view)

        presenter.detach()
        await presenter.load()

        #expect(view.shown == ["loading"])
    }

    @Test("the presenter does not keep its view alive")
    func holdsViewWeakly() {
        let presenter = makePresenter()
        var view: RecordingProfileView? = RecordingProfileView()
        weak let weakView = view
        presenter.attach(view!)

        view = nil

        #expect(weakView == nil)
    }

    @Test("a missing user is an error naming the id")
    func missingUser() async {
        let presenter = makePresenter(userID: 42)
        let view = RecordingProfileView()
        presenter.attach(view)

        await presenter.load()

        #expect(view.shown.last == "error User 42 does not exist")
    }

    @Test("posts and todos are requested for this user")
    func actions() {
        var requests: [String] = []
        let presenter = makePresenter(
            userID: 3,
            actions: UserProfilePresenterActions(
                showPosts: { requests.append("posts \($0)") },
                showTodos: { requests.append("todos \($0)") }
            )
        )

        presenter.showPosts()
        presenter.showTodos()

        #expect(requests == ["posts 3", "todos 3"])
    }
}
