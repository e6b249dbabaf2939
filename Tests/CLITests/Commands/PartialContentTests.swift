import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// A server nobody here wrote, serving only `/posts`: a post that loaded is shown, and every part
/// that did not is named with its request, instead of "does not exist".
@MainActor
@Suite("Partial content", .serialized)
struct PartialContentTests {
    @Test("a post whose author and comments answer 404 prints, exits 0 and names both requests")
    func postWithMissingParts() async throws {
        let server = try TestServer.startPostsOnly()
        defer { server.stop() }

        let run = await strata("open", "posts/3", "--base-url", server.baseURL.absoluteString)

        #expect(run.status == .success)
        #expect(run.out.contains("Third of three"))
        #expect(!run.err.contains("Post 3 does not exist"))
        #expect(run.err.contains("Author: User 2 does not exist (GET /users/2 answered 404 Not Found)"), "\(run.err)")
        #expect(run.err.contains("Comments: GET /posts/3/comments answered 404 Not Found"), "\(run.err)")
    }

    @Test("the JSON of that post carries the post and an error per missing part")
    func postWithMissingPartsAsJSON() async throws {
        let server = try TestServer.startPostsOnly()
        defer { server.stop() }

        let run = await strata("open", "posts/3", "--json", "--base-url", server.baseURL.absoluteString)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let errors = try #require(document["errors"] as? [[String: Any]])

        #expect((document["post"] as? [String: Any])?["id"] as? Int == 3)
        #expect(errors.compactMap { $0["part"] as? String }.sorted() == ["author", "comments"])
        #expect(errors.compactMap { $0["request"] as? String }.sorted() == ["GET /posts/3/comments", "GET /users/2"])
    }

    @Test("a list the server does not have names the request, and exits 1 only with nothing to show")
    func missingCollection() async throws {
        let server = try TestServer.startPostsOnly()
        defer { server.stop() }
        let store = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-partial-\(UUID().uuidString).sqlite3"
        ).path
        defer { try? FileManager.default.removeItem(atPath: store) }

        let users = await strata(
            "open", "users", "--base-url", server.baseURL.absoluteString, environment: ["STRATA_DB": store])
        let todos = await strata(
            "todos", "list", "--user", "1", "--base-url", server.baseURL.absoluteString,
            environment: ["STRATA_DB": store])

        #expect(users.err.contains("GET /users"), "\(users.err)")
        #expect(users.status == .failure)
        #expect(todos.status == .failure, "a server's 404 is a failure to load, not a usage error")
        #expect(todos.err.contains("GET /users/1/todos"), "\(todos.err)")
    }
}
