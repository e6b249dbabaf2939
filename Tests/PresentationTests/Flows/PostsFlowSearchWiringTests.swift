import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostsFlowCoordinator search wiring")
struct PostsFlowSearchWiringTests {
    private let dependencies = StubAppDependencies()
    private let navigator = SpyNavigator()

    @Test("a pick in the suggestions searches in the search screen they belong to, and no other")
    func pickSearchesInItsOwnScreen() async throws {
        try await dependencies.searches.remember("post 7")
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.start()
        app.showSearch()
        let first = try #require(navigator.visible?.searchPosts)
        app.showSearch()
        let second = try #require(navigator.visible?.searchPosts)
        await first.load()
        await second.load()

        await first.suggestions.didSelect(itemAt: 0)

        #expect(first.query == "post 7")
        #expect(first.state.results?.items.map(\.id) == [7])
        #expect(second.query == "")
        #expect(second.state == .suggesting)
        #expect(dependencies.content.searchQueries == ["post 7"])
    }

    @Test("the coordinator hands the search screen's didSelect to the suggestions it makes, one set per screen")
    func handsDidSelectToTheSuggestions() async throws {
        try await dependencies.searches.remember("post 7")
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.start()
        app.showSearch()
        let search = try #require(navigator.visible?.searchPosts)
        await search.load()

        await search.suggestions.didSelect(itemAt: 0)

        #expect(dependencies.alive(DefaultRecentSearchesViewModel.self) == 1)
        #expect(search.query == "post 7")
        #expect(search.state.results?.items.map(\.id) == [7])
    }

    @Test("the suggestions do not keep their search screen alive; a pick after it went does nothing")
    func suggestionsDoNotKeepSearchAlive() async throws {
        try await dependencies.searches.remember("post 7")
        let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)
        app.start()
        app.showSearch()
        let suggestions = try #require(navigator.visible?.searchPosts?.suggestions)
        let search = Weak(screenOf: navigator.visible)
        await suggestions.load()

        navigator.userPops(reportingTo: app)
        await suggestions.didSelect(itemAt: 0)

        #expect(search.isReleased)
        #expect(suggestions.queries == ["post 7"])
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
