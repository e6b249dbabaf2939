import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("AppFlowCoordinator releases finished flows")
struct AppFlowLifetimeTests {
    private let dependencies = StubAppDependencies()
    private let navigator = SpyNavigator()

    /// Posts list, then post 1, then its author: the users flow on top of the posts flow.
    private func showAuthorOfFirstPost(_ app: AppFlowCoordinator) async throws {
        app.start()
        let list = try #require(navigator.visible?.postsList)
        await list.load()
        list.didSelect(itemAt: 0)
        let details = try #require(navigator.visible?.postDetails)
        await details.load()
        details.showAuthor()
    }

    @Test("going back out of a flow releases its coordinator, view models and scene container")
    func releasesFinishedFlow() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        try await showAuthorOfFirstPost(app)
        let profile = Weak(screenOf: navigator.visible)
        let usersSceneBefore = dependencies.alive(StubUsersScene.self)

        navigator.userPops(reportingTo: app)

        #expect(usersSceneBefore == 1)
        // The flow's coordinator is the only owner of its scene container: the container gone proves
        // the coordinator gone too.
        #expect(dependencies.alive(StubUsersScene.self) == 0)
        #expect(profile.isReleased)
        #expect(dependencies.alive(DefaultUserProfilePresenter.self) == 0)
        #expect(navigator.stackTitles == ["Posts", "Post 1"])
        #expect(dependencies.alive(StubPostsScene.self) == 1)
    }

    @Test("a flow's coordinator itself is released with it")
    func releasesCoordinator() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.open(.users(.list))
        let coordinator = Weak(navigator.visible?.usersList?.delegate as AnyObject?)
        let list = Weak(screenOf: navigator.visible)
        let wasAlive = coordinator.isReleased == false

        app.open(.posts(.list(page: 1)))

        #expect(wasAlive)
        #expect(coordinator.isReleased)
        #expect(list.isReleased)
        #expect(dependencies.alive(StubUsersScene.self) == 0)
    }

    @Test("going back within a flow releases the screen left and keeps the flow")
    func backWithinFlow() throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.open(try Route(parsing: "posts/1/comments"))
        let comments = Weak(screenOf: navigator.visible)

        navigator.userPops(reportingTo: app)

        #expect(comments.isReleased)
        #expect(dependencies.alive(StubPostsScene.self) == 1)
        #expect(navigator.stackTitles == ["Posts", "Post 1"])
    }

    @Test("opening a route as the root releases every flow before it, with its view models")
    func rootReplacesFlows() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        try await showAuthorOfFirstPost(app)
        let before = (dependencies.alive(StubPostsScene.self), dependencies.alive(StubUsersScene.self))

        app.open(.users(.list))

        #expect(before == (1, 1))
        #expect(dependencies.alive(StubPostsScene.self) == 0)
        #expect(dependencies.alive(StubUsersScene.self) == 1)
        #expect(dependencies.alive(DefaultPostsListViewModel.self) == 0)
        #expect(dependencies.alive(DefaultPostDetailsViewModel.self) == 0)
        #expect(dependencies.alive(DefaultUserProfilePresenter.self) == 0)
    }
}
