import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// Every number from the server is checked where it is parsed, against the request it answers; an
/// answer that fails is an error naming the request, and nothing of it is stored.
@Suite("Answers checked against their requests")
struct AnswerCheckTests {
    private func client(_ json: String, headers: [String: String] = [:]) -> HTTPClient {
        HTTPClient(
            configuration: NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!),
            transport: CannedTransport(json: json, headers: headers))
    }

    private func failure<T>(_ call: () async throws(RequestFailure) -> T) async -> RequestFailure? {
        do {
            _ = try await call()
            return nil
        } catch {
            return error
        }
    }

    private let post = #"{"userId": 1, "id": -5, "title": "t", "body": "b"}"#

    @Test("a post fetched by id that carries another id is an error, and the store keeps nothing of it")
    func otherPost() async throws {
        let database = try await emptyStrataDatabase()
        let repository = OfflineFirstPostsRepository(
            remote: HTTPPostsDataSource(client: client(post)), posts: SQLitePostsStore(database: database),
            comments: SQLiteCommentsStore(database: database),
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: false, now: Date.init))

        await #expect(
            throws: RepositoryError(
                .invalidData(reason: "the server answered post -5 for post 1"), request: "GET /posts/1")
        ) { try await repository.fetchPost(id: 1, policy: .fresh) }
        #expect(try await database.count("posts") == 0)
    }

    @Test(
        "ids that are no ids, and lists that belong to another parent, are refused where they are parsed",
        arguments: [
            (
                "comments", #"[{"postId": 4, "id": 1, "name": "n", "email": "e", "body": "b"}]"#,
                "the server answered a comment of post 4 for post 3"
            ),
            (
                "comments", #"[{"postId": 3, "id": 0, "name": "n", "email": "e", "body": "b"}]"#,
                "the server answered a comment with the id 0, which is no comment id"
            ),
            (
                "todos", #"[{"userId": 2, "id": 1, "title": "t", "completed": false}]"#,
                "the server answered a todo of user 2 for user 3"
            ),
            (
                "user",
                #"{"id": 4, "name": "n", "username": "u", "email": "e", "phone": "p", "website": "w", "address": {"street": "s", "suite": "s", "city": "c", "zipcode": "z"}, "company": {"name": "n", "catchPhrase": "c", "bs": "b"}}"#,
                "the server answered user 4 for user 3"
            ),
        ]
    )
    func refused(kind: String, json: String, reason: String) async {
        let client = client(json)
        let error = await failure { () async throws(RequestFailure) in
            switch kind {
            case "comments": _ = try await HTTPPostsDataSource(client: client).fetchComments(postID: 3)
            case "todos": _ = try await TodosRemoteDataSource(client: client).fetchTodos(userID: 3)
            default: _ = try await HTTPUsersDataSource(client: client).fetchUser(id: 3)
            }
        }

        #expect(error?.cause == .contradictingAnswer(reason))
    }

    @Test("a negative X-Total-Count is an error, not a count")
    func negativeTotal() async {
        let client = client("[]", headers: ["X-Total-Count": "-3"])

        let error = await failure { () async throws(RequestFailure) in
            try await HTTPPostsDataSource(client: client).fetchPosts(page: 1, limit: 10)
        }

        #expect(
            error
                == RequestFailure(
                    request: "GET /posts", cause: .contradictingAnswer("the server counted -3 posts (X-Total-Count)")))
    }

    @Test("page 10^18 of the posts is an empty answer, stored or fresh, never an arithmetic trap")
    func hugePage() async throws {
        let database = try await emptyStrataDatabase()
        let repository = OfflineFirstPostsRepository(
            remote: HTTPPostsDataSource(client: client("[]", headers: ["X-Total-Count": "100"])),
            posts: SQLitePostsStore(database: database), comments: SQLiteCommentsStore(database: database),
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: false, now: Date.init))
        let huge = PageRequest(number: 1_000_000_000_000_000_000)

        await #expect(throws: RepositoryError.notFound) { try await repository.fetchPostsPage(huge, policy: .stored) }
        let fresh = try await repository.fetchPostsPage(huge, policy: .fresh)

        #expect(fresh.value.items.isEmpty)
        #expect(fresh.value.hasNextPage == false)
    }
}
