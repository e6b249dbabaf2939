import StrataDomain
import StrataTestSupport
import Testing

@Suite("SearchPostsUseCase")
struct SearchPostsUseCaseTests {
    private final class RecordingSearches: RecentSearchesRepository {
        private let remembered = Locked<[String]>([])
        var queries: [String] { remembered.withLock { $0 } }

        func recentQueries() async throws(RepositoryError) -> [String] { queries }
        func remember(_ query: String) async throws(RepositoryError) { remembered.withLock { $0.append(query) } }
    }

    @Test("a successful search is remembered, trimmed")
    func remembersSuccess() async throws {
        let searches = RecordingSearches()
        let useCase = DefaultSearchPostsUseCase(
            posts: StubContentRepository(posts: Fixtures.posts(1...3)), recentSearches: searches)

        let results = try await useCase.execute(query: "  post 2 ", remember: true)

        #expect(results.value.map(\.id) == [2])
        #expect(searches.queries == ["post 2"])
    }

    @Test("a search that found nothing, or one run while typing, is not remembered")
    func forgetsEmptyAndTyped() async throws {
        let searches = RecordingSearches()
        let useCase = DefaultSearchPostsUseCase(
            posts: StubContentRepository(posts: Fixtures.posts(1...3)), recentSearches: searches)

        let nothing = try await useCase.execute(query: "zzz", remember: true)
        let typed = try await useCase.execute(query: "post 1", remember: false)

        #expect(nothing.value.isEmpty)
        #expect(typed.value.map(\.id) == [1])
        #expect(searches.queries.isEmpty)
    }

    @Test("a failed search is not remembered")
    func forgetsFailure() async {
        let searches = RecordingSearches()
        let posts = StubContentRepository()
        posts.failure = .timedOut

        await #expect(throws: RepositoryError.timedOut) {
            try await DefaultSearchPostsUseCase(posts: posts, recentSearches: searches).execute(
                query: "qui", remember: true)
        }
        #expect(searches.queries.isEmpty)
    }

    @Test("a blank query is rejected without asking the repository")
    func rejectsBlank() async {
        let posts = StubContentRepository()

        await #expect(throws: RepositoryError.rejected(reason: "Type something to search for")) {
            try await DefaultSearchPostsUseCase(posts: posts, recentSearches: RecordingSearches()).execute(
                query: " ", remember: true)
        }
        #expect(posts.searchQueries.isEmpty)
    }
}
