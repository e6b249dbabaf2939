import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("AppFlowCoordinator routes")
struct AppFlowRouteTests {
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
        #expect(dependencies.alive(StubPostsScene.self) == 1)
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
            ("users/2/albums", ["Users", "User 2", "Albums of user 2"]),
            ("albums/7/photos", ["Users", "Photos in album 7"]),
        ]
    )
    func opensRoutes(text: String, titles: [String]) throws {
        let app = makeApp()

        app.open(try Route(parsing: text))

        #expect(navigator.stackTitles == titles)
        #expect(navigator.presented == nil)
    }

    @Test("todos, signed in, opens the signed-in user's own list as the root")
    func opensOwnTodos() {
        let app = makeApp()
        app.startSession(for: Fixtures.user(id: 2))

        app.open(.todos)

        #expect(navigator.stackTitles == ["My todos"])
        #expect(navigator.visible?.myTodos?.owner.id == 2)
    }

    @Test("a deep link's query reaches the search screen, which searches for it on load")
    func searchQueryReachesViewModel() async throws {
        let app = makeApp()

        app.open(try Route(parsing: "search/post%203"))
        let search = try #require(navigator.visible?.searchPosts)
        await search.load()

        #expect(search.query == "post 3")
        #expect(search.state.results?.items.map(\.id) == [3])
    }

    @Test("a deep link's page reaches the list, which starts there")
    func pageReachesViewModel() async throws {
        let app = makeApp()

        app.open(try Route(parsing: "posts?page=3"))
        let list = try #require(navigator.visible?.postsList)
        await list.load()

        #expect(list.state.content?.summary == "Posts 21–25 of 25")
    }

    @Test("a deep link's ids reach the screens they name")
    func idsReachViewModels() throws {
        let app = makeApp()
        app.open(try Route(parsing: "posts/7/comments"))
        let comments = navigator.visible?.comments?.postID
        let details = navigator.stack.dropLast().last?.postDetails?.postID
        app.open(try Route(parsing: "users/4/todos"))

        #expect(comments == 7)
        #expect(details == 7)
        #expect(navigator.visible?.userTodos?.ownerID == 4)
        #expect(navigator.stack.dropLast().last?.userProfile?.userID == 4)
    }

    @Test("the list's search and the app's search push the search screen on top")
    func searchIsPushed() async throws {
        let app = makeApp()
        app.start()

        try #require(navigator.visible?.postsList).showSearch()
        app.showSearch()

        #expect(navigator.stackTitles == ["Posts", "Search", "Search"])
        #expect(navigator.visible?.searchPosts?.query == "")
    }
}
