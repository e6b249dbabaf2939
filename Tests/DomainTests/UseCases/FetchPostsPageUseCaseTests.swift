import StrataDomain
import StrataTestSupport
import Testing

@Suite("FetchPostsPageUseCase")
struct FetchPostsPageUseCaseTests {
    @Test("returns the page the repository cuts for the request")
    func returnsRequestedPage() async throws {
        let repository = StubContentRepository(posts: Fixtures.posts(1...25))
        let useCase = DefaultFetchPostsPageUseCase(posts: repository)

        let page = try await useCase.execute(PageRequest(number: 3, size: 10), policy: .fresh)

        #expect(page.value.items.map(\.id) == Array(21...25))
        #expect(page.hasNextPage == false)
        #expect(repository.pageRequests == [PageRequest(number: 3, size: 10)])
    }

    @Test("passes the repository's error through unchanged")
    func propagatesErrors() async {
        let repository = StubContentRepository()
        repository.failure = .serverFailure(status: 503)

        await #expect(throws: RepositoryError.serverFailure(status: 503)) {
            try await DefaultFetchPostsPageUseCase(posts: repository).execute(.first, policy: .fresh)
        }
    }
}
