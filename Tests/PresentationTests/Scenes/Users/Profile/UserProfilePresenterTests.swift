import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UserProfilePresenter over a mocked use case", .timeLimit(.minutes(1)))
struct UserProfilePresenterTests {
    private let log = Log()
    private let view = RecordingProfileView()

    private func makePresenter(
        userID: User.ID = 1,
        _ respond: @escaping @Sendable (MockFetchUserUseCase.Call) -> Result<Fetched<User>, RepositoryError>
    ) -> (DefaultUserProfilePresenter, MockFetchUserUseCase) {
        let useCase = MockFetchUserUseCase(respond)
        let log = self.log
        let presenter = DefaultUserProfilePresenter(
            userID: userID, fetchUser: useCase,
            actions: UserProfilePresenterActions(
                showPosts: { log.append("posts \($0)") }, showTodos: { log.append("todos \($0)") },
                showAlbums: { log.append("albums \($0)") }))
        return (presenter, useCase)
    }

    @Test("an attached view is shown loading, then the stored profile, then the fresh one")
    func showsProfile() async {
        let offline = Freshness.offline(asOf: nil, cause: .unreachable(reason: "cannot connect"))
        let (presenter, useCase) = makePresenter { call in
            .success(Fetched(Fixtures.user(id: 1), freshness: call.policy == .stored ? .stored(asOf: nil) : offline))
        }
        let titleBefore = presenter.title
        presenter.attach(view)

        await presenter.load()

        #expect(titleBefore == "User 1")
        // The first "loading" is the attach replaying the display the presenter starts with.
        #expect(
            view.shown == [
                "loading", "loading", "profile Leanne Graham (@Bret)",
                "profile Leanne Graham (@Bret), Offline — showing the bundled snapshot (Cannot connect)",
            ])
        #expect(presenter.title == "Leanne Graham")
        #expect(presenter.display == .profile(UserProfileContent(Fixtures.user(id: 1)), freshness: offline))
        #expect(useCase.script.calls.map(\.policy) == [.stored, .fresh])
    }

    @Test("the profile lists the fields that have a value, in reading order")
    func profileFields() {
        let content = UserProfileContent(Fixtures.user(id: 1))

        #expect(content.fields.map(\.label) == ["Email", "Phone", "Website", "Address", "Location", "Company"])
        #expect(
            content.fields.first { $0.label == "Address" }?.value == "Apt. 556, Kulas Light, Gwenborough 92998-3874")
        #expect(content.fields.first { $0.label == "Company" }?.value == "Romaguera-Crona — Multi-layered")
    }

    @Test("a missing user is an error naming the id, with no retry")
    func missingUser() async {
        let (presenter, _) = makePresenter(userID: 42) { _ in .failure(.notFound) }
        presenter.attach(view)

        await presenter.load()

        #expect(view.shown == ["loading", "loading", "error User 42 does not exist"])
        #expect(presenter.display == .error(ErrorViewModel(message: "User 42 does not exist", isRetryable: false)))
    }

    @Test("a refresh keeps the profile on screen while it runs and asks the source only")
    func refreshKeepsProfile() async {
        let (presenter, useCase) = makePresenter { _ in .success(Fetched(Fixtures.user(id: 1), freshness: .current)) }
        presenter.attach(view)
        await presenter.load()
        let shownBefore = view.shown.count

        await presenter.refresh()

        #expect(view.shown.dropFirst(shownBefore) == ["profile Leanne Graham (@Bret)"])
        #expect(useCase.script.calls.map(\.policy) == [.stored, .fresh, .fresh])
    }

    @Test("load does nothing once the profile is loaded")
    func loadsOnce() async {
        let (presenter, useCase) = makePresenter { _ in .success(Fetched(Fixtures.user(id: 1), freshness: .current)) }

        await presenter.load()
        await presenter.load()

        #expect(useCase.script.calls.count == 2)
    }

    @Test("posts, todos and albums are asked for this user")
    func actions() {
        let (presenter, _) = makePresenter(userID: 3) { _ in .failure(.notFound) }

        presenter.showPosts()
        presenter.showTodos()
        presenter.showAlbums()

        #expect(log.entries == ["posts 3", "todos 3", "albums 3"])
    }

    @Test("over the real use case and a stub repository, the profile loads and a missing user is an error")
    func realUseCase() async {
        let repository = StubContentRepository(users: [Fixtures.user(id: 1)])
        let found = DefaultUserProfilePresenter(
            userID: 1, fetchUser: DefaultFetchUserUseCase(users: repository), actions: UserProfilePresenterActions())
        let missing = DefaultUserProfilePresenter(
            userID: 5, fetchUser: DefaultFetchUserUseCase(users: repository), actions: UserProfilePresenterActions())
        missing.attach(view)

        await found.load()
        await missing.load()

        #expect(found.display == .profile(UserProfileContent(Fixtures.user(id: 1)), freshness: .current))
        #expect(view.shown == ["loading", "loading", "error User 5 does not exist"])
    }
}
