import Foundation
import StrataDomain
import StrataNetworking
import StrataTestSupport
import Testing

@testable import StrataData

/// The Data layer against the local JSONPlaceholder server: real HTTP, real JSON, real headers.
@Suite("HTTP data sources against the test server", .serialized)
struct HTTPDataSourcesIntegrationTests {
    private func client(_ server: TestServer) -> HTTPClient {
        HTTPClient(configuration: NetworkConfiguration(baseURL: server.baseURL, timeout: .seconds(60)))
    }

    private func postsRepository(_ server: TestServer) async throws -> OfflineFirstPostsRepository {
        let database = try await emptyStrataDatabase()
        return OfflineFirstPostsRepository(
            remote: HTTPPostsDataSource(client: client(server)),
            posts: SQLitePostsStore(database: database),
            comments: SQLiteCommentsStore(database: database),
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: false, now: Date.init)
        )
    }

    private func usersRepository(_ server: TestServer) async throws -> OfflineFirstUsersRepository {
        let database = try await emptyStrataDatabase()
        return OfflineFirstUsersRepository(
            remote: HTTPUsersDataSource(client: client(server)),
            users: SQLiteUsersStore(database: database),
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: false, now: Date.init)
        )
    }

    @Test("page 2 of the posts holds posts 11 to 20, with more to come")
    func fetchesSecondPage() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let repository = try await postsRepository(server)

        let page = try await repository.fetchPostsPage(PageRequest(number: 2, size: 10), policy: .fresh)

        #expect(page.items.map(\.id) == Array(11...20))
        #expect(page.totalCount == 100)
        #expect(page.hasNextPage)
    }

    @Test("the last page says there is no next page")
    func lastPage() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let repository = try await postsRepository(server)

        let page = try await repository.fetchPostsPage(PageRequest(number: 10, size: 10), policy: .fresh)

        #expect(page.items.map(\.id) == Array(91...100))
        #expect(page.hasNextPage == false)
    }

    @Test("post details assemble from three endpoints")
    func fetchesDetails() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let posts = try await postsRepository(server)
        let users = try await usersRepository(server)

        let details = try await DefaultFetchPostDetailsUseCase(posts: posts, users: users, comments: posts).execute(
            postID: 1, policy: .fresh)

        #expect(try details.author.get().name == "Leanne Graham")
        #expect(try details.comments.get().map(\.id) == [1, 2, 3, 4, 5])
        #expect(try details.author.get().address.coordinate?.latitude == -37.3159)
    }

    @Test("a post the real server does not have is not found")
    func mapsServerErrors() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let posts = try await postsRepository(server)

        await #expect(throws: RepositoryError.notFound.naming("GET /posts/1000")) {
            try await posts.fetchPost(id: 1000, policy: .fresh)
        }
    }
}
