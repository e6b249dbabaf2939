import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// The read policy, continued: `--offline`, and what a copy stored by another request says of its age.
extension OfflineFirstPostsRepositoryTests {
    @Test("offline mode never calls the server and answers from the store")
    func offlineMode() async throws {
        let database = try await emptyStrataDatabase()
        _ = try await makeRepository(FakePostsDataSource(posts: serverPosts), database: database).fetchPost(
            id: 3, policy: .fresh)
        let source = FakePostsDataSource(posts: serverPosts)

        let post = try await makeRepository(source, database: database, isOffline: true).fetchPost(
            id: 3, policy: .fresh)

        #expect(post.id == 3)
        #expect(post.freshness == .offline(asOf: clock, cause: .unreachable(reason: "Offline mode")))
        #expect(source.requestCount == 0)
    }

    @Test("a post stored with its page, read on its own offline, is as fresh as the page, not the snapshot")
    func pageCoversItsPosts() async throws {
        let database = try await emptyStrataDatabase()
        _ = try await makeRepository(FakePostsDataSource(posts: serverPosts), database: database).fetchPostsPage(
            .first, policy: .fresh)

        let post = try await makeRepository(
            FakePostsDataSource(posts: serverPosts), database: database, isOffline: true
        )
        .fetchPost(id: 3, policy: .fresh)

        #expect(post.freshness == .offline(asOf: clock, cause: .unreachable(reason: "Offline mode")))
    }

    @Test("offline mode with nothing stored says so, instead of only that it is offline")
    func offlineMiss() async throws {
        let source = FakePostsDataSource(posts: serverPosts)
        let repository = makeRepository(source, database: try await emptyStrataDatabase(), isOffline: true)

        await #expect(
            throws: RepositoryError.unreachable(reason: "Offline mode, and no copy of it is stored on this device")
        ) {
            try await repository.fetchPost(id: 9999, policy: .fresh)
        }
        #expect(source.requestCount == 0)
    }

    @Test("a post the server no longer has is not found, even though the store keeps a copy of it")
    func notFoundIsNotMaskedByCache() async throws {
        let database = try await emptyStrataDatabase()
        let before = serverPosts + [PostDTO(userId: 1, id: 99, title: "since deleted", body: "b")]
        _ = try await makeRepository(FakePostsDataSource(posts: before), database: database).fetchPost(
            id: 99, policy: .fresh)
        let repository = makeRepository(FakePostsDataSource(posts: serverPosts), database: database)

        await #expect(throws: RepositoryError.notFound.naming("GET /posts/99")) {
            try await repository.fetchPost(id: 99, policy: .fresh)
        }
    }
}
