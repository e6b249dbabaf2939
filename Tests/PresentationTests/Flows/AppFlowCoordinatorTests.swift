import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("AppFlowCoordinator")
struct AppFlowCoordinatorTests {
    private let dependencies = StubAppDependencies()
    private let navigator = SpyNavigator()

    private func makeApp() -> AppFlowCoordinator {
        AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
    }

    @Test("start shows the posts list as the root")
    func startsWithPosts() {
        let app = makeApp()

        app.start()

        #expect(navigator.calls == [.setRoot("Posts")])
        #expect(app.activeFlows.count == 1)
    }

    @Test(
        "every route opens its screen, with the screens that lead to it underneath",
        arguments: [
            ("posts", ["Posts"]),
            ("posts?page=3", ["Posts"]),
            ("posts/2", ["Posts", "Post 2"]),
            ("posts/2/comments", ["Posts", "Post 2", "Comments on post 2"]),
            ("search/qui", ["Posts", "Search"]),
            ("users", ["Users"]),
            ("users/2", ["Users", "User 2"]),
            ("users/2/posts", ["Users", "User 2", "Posts by user 2"]),
            ("users/2/todos", ["Users", "User 2", "Todos of user 2"]),
        ]
    )
    func opensRoutes(text: String, titles: [String]) throws {
        let app = makeApp()

        app.open(try Route(parsing: text))

        #expect(navigator.stackTitles == titles)
        #expect(navigator.presented == nil)
    }

    @Test("a deep link keeps its parameters: the page and the query reach the view models")
    func deepLinkParameters() async throws {
        let app = makeApp()

        app.open(try Route(parsing: "search/post 3"))
        guard case .searchPosts(let search) = navigator.visible else {
            Issue.record("expected the search screen")
            return
        }
        await search.load()

        #expect(search.query == "post 3")
        #expect(search.results.map(\.id) == [3])
    }

    @Test("todos while signed out asks who to sign in as, then shows that user's todos")
    func todosAsksToSignIn() async throws {
        let app = makeApp()
        app.start()

        app.open(.todos)
        guard case .signIn(let signIn) = navigator.visible else {
            Issue.record("expected the sign-in screen, got \(String(describing: navigator.visible?.title))")
            return
        }
        await signIn.load()
        signIn.signIn(itemAt: 1)

        #expect(app.signedInUser?.id == 2)
        #expect(navigator.presented == nil)
        #expect(navigator.stackTitles == ["My todos"])
    }

    @Test("selecting a post pushes its details; the author opens the users flow on top")
    func crossFlowNavigation() async throws {
        let app = makeApp()
        app.start()
        guard case .postsList(let list) = navigator.visible else { return }
        await list.load()

        list.didSelect(itemAt: 0)
        guard case .postDetails(let details) = navigator.visible else {
            Issue.record("expected details")
            return
        }
        await details.load()
        details.showAuthor()

        #expect(navigator.stackTitles == ["Posts", "Post 1", "User 1"])
        #expect(app.activeFlows.count == 2)
    }

    @Test("going back out of a flow releases its coordinator, view models and scene container")
    func releasesFinishedFlow() async throws {
        let app = makeApp()
        app.start()
        guard case .postsList(let list) = navigator.visible else { return }
        await list.load()
        list.didSelect(itemAt: 0)
        guard case .postDetails(let details) = navigator.visible else { return }
        await details.load()
        details.showAuthor()
        #expect(dependencies.alive(StubAppDependencies.UsersScene.self) == 1)
        let usersFlow = WeakBox(app.activeFlows[1])
        var profile: WeakBox?
        if case .userProfile(let presenter) = navigator.visible { profile = WeakBox(presenter) }

        navigator.userPops(reportingTo: app)

        #expect(app.activeFlows.count == 1)
        #expect(usersFlow.object == nil)
        #expect(profile?.object == nil)
        #expect(dependencies.alive(StubAppDependencies.UsersScene.self) == 0)
        #expect(navigator.stackTitles == ["Posts", "Post 1"])
    }

    @Test("back within a flow keeps the flow alive")
    func backWithinFlow() async throws {
        let app = makeApp()
        app.open(try Route(parsing: "posts/1/comments"))

        navigator.userPops(reportingTo: app)

        #expect(app.activeFlows.count == 1)
        #expect(navigator.stackTitles == ["Posts", "Post 1"])
    }

    @Test("opening a route as root releases every flow before it")
    func rootReplacesFlows() throws {
        let app = makeApp()
        app.open(try Route(parsing: "posts/1"))
        let postsScene = dependencies.alive(StubAppDependencies.PostsScene.self)

        app.open(.users(.list))

        #expect(postsScene == 1)
        #expect(dependencies.alive(StubAppDependencies.PostsScene.self) == 0)
        #expect(app.activeFlows.count == 1)
    }

    @Test("signing out closes the session's screens and releases the session and its todos scene")
    func signOutReleasesSession() async throws {
        let app = makeApp()
        app.startSession(for: Fixtures.user(id: 1))
        app.open(.todos)
        var todosModel: WeakBox?
        if case .todos(let todos) = navigator.visible {
            await todos.load()
            todosModel = WeakBox(todos)
        }
        #expect(todosModel != nil)
        #expect(dependencies.alive(StubAppDependencies.Session.self) == 1)
        #expect(dependencies.alive(StubAppDependencies.TodosScene.self) == 1)

        app.signOut()

        #expect(app.signedInUser == nil)
        #expect(navigator.stackTitles == ["Posts"])
        #expect(dependencies.alive(StubAppDependencies.Session.self) == 0)
        #expect(dependencies.alive(StubAppDependencies.TodosScene.self) == 0)
        #expect(todosModel?.object == nil)
    }

    @Test("dismissing sign-in without choosing leaves nobody signed in and no flow behind")
    func dismissSignIn() {
        let app = makeApp()
        app.start()
        app.toggleSession()
        guard let signIn = navigator.presented else {
            Issue.record("expected sign-in to be presented")
            return
        }

        app.screenWasRemoved(signIn)

        #expect(app.signedInUser == nil)
        #expect(app.activeFlows.count == 1)
        #expect(dependencies.alive(StubAppDependencies.SignInScene.self) == 0)
    }
}
