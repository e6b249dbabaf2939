import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("AppFlowCoordinator session")
struct AppFlowSessionTests {
    private let dependencies = StubAppDependencies()
    private let navigator = SpyNavigator()

    private func makeApp() -> AppFlowCoordinator {
        AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
    }

    @Test("todos while signed out asks who to sign in as, then shows that user's own todos")
    func todosAsksToSignIn() async throws {
        let app = makeApp()
        app.start()

        app.open(.todos)
        let signIn = try #require(navigator.presented?.signIn)
        await signIn.load()
        signIn.signIn(itemAt: 1)
        let todos = try #require(navigator.visible?.myTodos)
        await todos.load()

        #expect(app.signedInUser?.id == 2)
        #expect(navigator.presented == nil)
        #expect(navigator.stackTitles == ["My todos"])
        #expect(todos.items.map(\.title) == ["write tests"])
        #expect(dependencies.alive(StubSession.self) == 1)
    }

    @Test(
        "a sign-in through the sheet and a sign-out are reported, to be remembered; a session started for --user is not"
    )
    func sessionChangesAreReported() async throws {
        let app = makeApp()
        app.startSession(for: Fixtures.user(id: 1))
        app.signOut()
        app.toggleSession()
        let signIn = try #require(navigator.presented?.signIn)
        await signIn.load()
        signIn.signIn(itemAt: 1)
        app.toggleSession()

        #expect(dependencies.sessionChanges == [nil, 2, nil])
        #expect(app.signedInUser == nil)
    }

    @Test("showing todos while signed out pushes them on top once signed in")
    func showTodosPushesAfterSignIn() async throws {
        let app = makeApp()
        app.start()

        app.showTodos()
        let signIn = try #require(navigator.presented?.signIn)
        await signIn.load()
        signIn.signIn(itemAt: 0)

        #expect(navigator.stackTitles == ["Posts", "My todos"])
        #expect(navigator.visible?.myTodos?.owner.id == 1)
    }

    @Test("signing out closes the session's screens and releases the session, its todos scene and list")
    func signOutReleasesSession() async throws {
        let app = makeApp()
        app.startSession(for: Fixtures.user(id: 2))
        app.open(.todos)
        let todos = Weak(screenOf: navigator.visible)
        await navigator.visible?.viewModel.load()
        let before = (dependencies.alive(StubSession.self), dependencies.alive(StubTodosScene.self))

        app.signOut()

        #expect(before == (1, 1))
        #expect(app.signedInUser == nil)
        #expect(navigator.stackTitles == ["Posts"])
        #expect(dependencies.alive(StubSession.self) == 0)
        #expect(dependencies.alive(StubTodosScene.self) == 0)
        #expect(todos.isReleased)
    }

    @Test("signing out with no todos on screen releases the session and leaves the screens alone")
    func signOutElsewhere() throws {
        let app = makeApp()
        app.startSession(for: Fixtures.user(id: 1))
        app.open(try Route(parsing: "users/1"))

        app.toggleSession()

        #expect(app.signedInUser == nil)
        #expect(dependencies.alive(StubSession.self) == 0)
        #expect(navigator.stackTitles == ["Users", "User 1"])
    }

    @Test("dismissing sign-in without choosing leaves nobody signed in and no flow behind")
    func dismissSignIn() throws {
        let app = makeApp()
        app.start()
        app.toggleSession()
        let sheet = Weak(screenOf: navigator.presented)
        let presented = navigator.presented?.title

        navigator.userDismisses(reportingTo: app)

        #expect(presented == "Sign in as")
        #expect(app.signedInUser == nil)
        #expect(sheet.isReleased)
        #expect(dependencies.alive(DefaultSignInViewModel.self) == 0)
        #expect(dependencies.alive(StubSession.self) == 0)
        #expect(navigator.stackTitles == ["Posts"])
    }

    @Test("sign-in asked for twice while its sheet shows presents one sheet; once dismissed, it can be asked again")
    func oneSignInAtATime() {
        let app = makeApp()
        app.start()

        app.toggleSession()
        app.open(.todos)
        let presentedOnce = navigator.calls.filter { $0 == .present("Sign in as") }.count
        navigator.userDismisses(reportingTo: app)
        app.toggleSession()

        #expect(presentedOnce == 1)
        #expect(navigator.calls.filter { $0 == .present("Sign in as") }.count == 2)
    }
}
