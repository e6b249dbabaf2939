import Foundation
import StrataData
import StrataDomain
import StrataNetworking
import StrataTestSupport
import Testing

/// The Data layer against the local JSONPlaceholder server: real HTTP, real JSON, real headers.
@Suite("HTTP data sources against the test server", .serialized)
struct HTTPDataSourcesIntegrationTests {
    private func client(_ server: TestServer) -> HTTPClient {
        HTTPClient(configuration: NetworkConfiguration(baseURL: server.baseURL, timeout: .seconds(5)))
    }

    @Test("page 2 of the posts holds posts 11 to 20, with more to come")
    func fetchesSecondPage() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let repository = RemotePostsRepository(remote: HTTPPostsDataSource(client: client(server)))

        let page = try await repository.fetchPostsPage(PageRequest(number: 2, size: 10))

        #expect(page.items.map(\.id) == Array(11...20))
        #expect(page.totalCount == 100)
        #expect(page.hasNextPage)
    }

    @Test("the last page says there is no next page")
    func lastPage() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let repository = RemotePostsRepository(remote: HTTPPostsDataSource(client: client(server)))

        let page = try await repository.fetchPostsPage(PageRequest(number: 10, size: 10))

        #expect(page.items.map(\.id) == Array(91...100))
        #expect(page.hasNextPage == false)
    }

    @Test("post details assemble from three endpoints")
    func fetchesDetails() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let posts = RemotePostsRepository(remote: HTTPPostsDataSource(client: client(server)))
        let users = RemoteUsersRepository(remote: HTTPUsersDataSource(client: client(server)))

        let details = try await FetchPostDetailsUseCase(posts: posts, users: users, comments: posts).execute(postID: 1)

        #expect(details.author.name == "Leanne Graham")
        #expect(details.comments.map(\.id) == [1, 2, 3, 4, 5])
        #expect(details.author.address.coordinate?.latitude == -37.3159)
    }

    @Test("a missing post is not found, and a failing server is a server failure")
    func mapsServerErrors() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let posts = RemotePostsRepository(remote: HTTPPostsDataSource(client: client(server)))

        await #expect(throws: RepositoryError.notFound) { try await posts.fetchPost(id: 1000) }
    }
}
