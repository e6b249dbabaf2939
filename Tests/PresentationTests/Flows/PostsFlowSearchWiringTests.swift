import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostsFlowCoordinator search wiring")
struct PostsFlowSearchWiringTests {
    private let dependencies = StubAppDependencies()
    private let navigator = SpyNavigator()

    @Test("a pick in the recent searches searches in the search screen that asked for them, and no other")
    func pickSearchesInItsOwnScreen() async throws {
        try await dependencies.searches.remember("post 7")
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.start()
        app.showSearch()
        let first = try #require(navigator.visible?.searchPosts)
        app.showSearch()
        let second = try #require(navigator.visible?.searchPosts)

        first.showRecentSearches()
        let recent = try #require(navigator.visible?.recentSearches)
        await recent.load()
        await recent.didSelect(itemAt: 0)

        #expect(first.query == "post 7")
        #expect(first.state.results?.items.map(\.id) == [7])
        #expect(second.query == "")
        #expect(second.state == .idle)
        #expect(dependencies.content.searchQueries == ["post 7"])
    }

    @Test("the coordinator presents the recent searches over search, and a pick dismisses them")
    func presentsAndDismisses() async throws {
        try await dependencies.searches.remember("post 7")
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.start()
        app.showSearch()
        let search = try #require(navigator.visible?.searchPosts)

        search.showRecentSearches()
        let recent = try #require(navigator.presented?.recentSearches)
        await recent.load()
        await recent.didSelect(itemAt: 0)

        #expect(navigator.presented == nil)
        #expect(navigator.stackTitles == ["Posts", "Search"])
        #expect(search.state.results?.items.map(\.id) == [7])
    }

    @Test("leaving the recent searches keeps the posts flow and its search screen")
    func leavingKeepsTheFlow() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.open(try Route(parsing: "search"))
        let search = try #require(navigator.visible?.searchPosts)
        search.showRecentSearches()
        #expect(navigator.presented?.recentSearches != nil)

        navigator.userDismisses(reportingTo: app)

        #expect(navigator.visible?.searchPosts != nil)
        #expect(navigator.stackTitles == ["Posts", "Search"])
        #expect(dependencies.alive(StubPostsScene.self) == 1)
    }

    @Test("recent searches a sign-in sheet covers are forgotten by their flow, which ends with its last screen")
    func coveredSheetIsForgotten() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        navigator.reportsCoveredSheets = app
        app.start()
        app.showSearch()
        navigator.visible?.searchPosts?.showRecentSearches()
        #expect(navigator.presented?.recentSearches != nil)

        app.showTodos()
        let covering = navigator.presented?.title
        navigator.userDismisses(reportingTo: app)
        navigator.userPops(reportingTo: app)

        #expect(covering == "Sign in as")
        #expect(navigator.stackTitles == ["Posts"])
        #expect(dependencies.alive(StubPostsScene.self) == 1)
        #expect(dependencies.alive(DefaultSearchPostsViewModel.self) == 0)
    }

    @Test("the recent searches do not keep their search screen alive; a pick after it went does nothing")
    func recentSearchesDoNotKeepSearchAlive() async throws {
        try await dependencies.searches.remember("post 7")
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.start()
        app.showSearch()
        navigator.visible?.searchPosts?.showRecentSearches()
        let recent = try #require(navigator.presented?.recentSearches)
        let search = Weak(screenOf: navigator.stack.last)
        await recent.load()

        navigator.userDismisses(reportingTo: app)
        navigator.userPops(reportingTo: app)
        await recent.didSelect(itemAt: 0)

        #expect(search.isReleased)
        #expect(recent.queries == ["post 7"])
        #expect(dependencies.content.searchQueries.isEmpty)
        #expect(navigator.stackTitles == ["Posts"])
    }

    @Test("a result opens its details in the same posts flow")
    func resultOpensDetails() async throws {
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.open(try Route(parsing: "search/post 4"))
        let search = try #require(navigator.visible?.searchPosts)
        await search.load()

        search.didSelect(itemAt: 0)

        #expect(navigator.stackTitles == ["Posts", "Search", "Post 4"])
        #expect(dependencies.alive(StubPostsScene.self) == 1)
    }
}
