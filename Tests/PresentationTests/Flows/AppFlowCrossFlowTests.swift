import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("AppFlowCoordinator across flows")
struct AppFlowCrossFlowTests {
    private let dependencies = StubAppDependencies()
    private let navigator = SpyNavigator()

    @Test("a post's author opens the users flow on top of the posts flow")
    func authorOpensUsersFlow() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.start()
        let list = try #require(navigator.visible?.postsList)
        await list.load()

        list.didSelect(itemAt: 0)
        let details = try #require(navigator.visible?.postDetails)
        await details.load()
        details.showAuthor()

        #expect(navigator.stackTitles == ["Posts", "Post 1", "User 1"])
        #expect(navigator.calls.last == .push("User 1"))
        #expect(dependencies.alive(StubPostsScene.self) == 1)
        #expect(dependencies.alive(StubUsersScene.self) == 1)
    }

    @Test("a user's post opens a posts flow of its own on top of the users flow")
    func userPostOpensPostsFlow() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.open(.users(.profile(userID: 1)))

        try #require(navigator.visible?.userProfile).showPosts()
        let posts = try #require(navigator.visible?.userPosts)
        await posts.load()
        posts.didSelect(itemAt: 2)

        #expect(navigator.stackTitles == ["Users", "User 1", "Posts by user 1", "Post 3"])
        #expect(dependencies.alive(StubPostsScene.self) == 1)
        #expect(dependencies.alive(StubUsersScene.self) == 1)
    }

    @Test("a selection in the users list reaches the flow through the delegate and opens the profile")
    func usersListSelection() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.open(.users(.list))
        let list = try #require(navigator.visible?.usersList)
        await list.load()

        list.didSelect(itemAt: 1)

        #expect(list.delegate != nil)
        #expect(navigator.stackTitles == ["Users", "User 2"])
    }

    @Test("someone's todos open read-only from their profile, even when they are the one signed in")
    func profileTodosAreReadOnly() throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.startSession(for: Fixtures.user(id: 2))
        app.open(.users(.profile(userID: 2)))

        try #require(navigator.visible?.userProfile).showTodos()

        #expect(navigator.visible?.userTodos?.ownerID == 2)
        #expect(navigator.visible?.myTodos == nil)
    }

    @Test("the details' comments are pushed within the posts flow")
    func commentsArePushed() throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.open(.posts(.details(postID: 5)))

        try #require(navigator.visible?.postDetails).showComments()

        #expect(navigator.stackTitles == ["Posts", "Post 5", "Comments on post 5"])
        #expect(dependencies.alive(StubPostsScene.self) == 1)
    }
}
