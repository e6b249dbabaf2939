import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The owner of a todo list: a user who exists, and whose list, once loaded, is kept, empty or not.
@MainActor
@Suite("strata todos and its owner", .serialized)
struct TodosOwnerTests {
    /// The rule: a command on a user's list names a user who exists. A server answers `[]` for the todos
    /// of a user it never heard of, and takes a todo for one, which `open` then cannot show.
    @Test(
        "listing or adding todos for a user the server does not know exits 1 and says so",
        arguments: [["todos", "list", "--user", "99999"], ["todos", "add", "--user", "99999", "for nobody"]]
    )
    func unknownOwner(arguments: [String]) async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = await strata(arguments + ["--db", ":memory:", "--base-url", server.baseURL.absoluteString])
        let json = await strata(
            arguments + ["--json", "--db", ":memory:", "--base-url", server.baseURL.absoluteString])

        #expect(run.status == .failure, "\(run.out)")
        #expect(run.err.contains("User 99999 does not exist"), "\(run.err)")
        #expect(run.out.isEmpty)
        #expect(json.status == .failure)
        #expect(json.out.contains("User 99999 does not exist"), "the error document: \(json.out)")
    }

    @Test("a user's todo list that loaded empty shows empty offline too, as every list does")
    func emptyListKept() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-owner-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try TestServer.start(persistPath: directory.appendingPathComponent("server.json").path)
        defer { server.stop() }
        // User 11, made from user 1 under another name: a whole user, with no todos.
        let (first, _) = try await URLSession.shared.data(for: URLRequest(url: server.url("users/1")))
        var user = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        (user["id"], user["name"]) = (nil, "Nobody Yet")
        var request = URLRequest(url: server.url("users"), timeoutInterval: 60)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: user)
        _ = try await URLSession.shared.data(for: request)
        let store = ["--db", directory.appendingPathComponent("strata.sqlite3").path]
        let base = ["--base-url", server.baseURL.absoluteString]

        let online = await strata(["open", "users/11/todos"] + store + base)
        let offline = await strata(["open", "users/11/todos", "--offline"] + store + base)
        let listed = await strata(["todos", "list", "--user", "11", "--offline"] + store + base)

        #expect(online.status == .success, "\(online.err)")
        #expect(offline.status == .success, "\(offline.err)")
        #expect(offline.out.contains("Todos of Nobody Yet"), "\(offline.out)")
        #expect(listed.status == .success, "\(listed.err)")
        #expect(listed.out == "No todos.\n")
    }
}
