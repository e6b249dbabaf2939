import Foundation
import StrataNetworking
import StrataTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One store and one test server, and the real `strata` binary run against them, as a user's scripts
/// would: every scenario of issue 10 is measured here, through the executable.
final class SyncScenario: Sendable {
    let directory: URL
    let store: URL
    let serverFile: URL
    let server: TestServer

    /// A fresh directory with a seeded store and a server that keeps its writes in `serverFile`
    /// (`persist: false` for one that fakes them, as JSONPlaceholder does).
    init(persist: Bool = true, serverArguments: [String] = []) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        store = directory.appendingPathComponent("strata.sqlite3")
        serverFile = directory.appendingPathComponent("server.json")
        server = try TestServer.start(persistPath: persist ? serverFile.path : nil, arguments: serverArguments)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The base URL with a path or a query after it, such as `"api-typo"` or `"?_fault=delay:4"`.
    func baseURL(_ suffix: String = "") -> String {
        server.baseURL.absoluteString + (suffix.isEmpty ? "" : "/" + suffix)
    }

    /// `strata ARGUMENTS --db STORE`, against the server unless `baseURL` names another one; waited for
    /// off the concurrency pool, so other tests keep its threads.
    func strata(_ arguments: [String], baseURL: String? = nil) async throws -> StrataProcess {
        try await Self.runOffTheCooperativePool([self.arguments(arguments, baseURL: baseURL)])[0]
    }

    /// Runs each list of commands as a shell loop would, one process after another, every loop at the
    /// same time as the others, and waits for them all.
    func strataLoops(_ loops: [[[String]]]) async throws -> [[StrataProcess]] {
        try await withThrowingTaskGroup(of: (Int, [StrataProcess]).self) { group in
            for (index, loop) in loops.enumerated() {
                let commands = loop.map { self.arguments($0, baseURL: nil) }
                group.addTask { (index, try await Self.runOffTheCooperativePool(commands)) }
            }
            var results: [(Int, [StrataProcess])] = []
            for try await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// Runs the commands all at once, one process each, and waits for them all.
    func strataConcurrently(_ runs: [[String]]) async throws -> [StrataProcess] {
        try await strataLoops(runs.map { [$0] }).map { $0[0] }
    }

    /// Starts `strata` and returns the running process, for a test that kills it.
    func startStrata(_ arguments: [String], baseURL: String? = nil) throws -> ChildProcess {
        try ChildProcess.start(
            RepositoryPaths.strataExecutable.path, self.arguments(arguments, baseURL: baseURL),
            environment: ["PATH": "/usr/bin:/bin"])
    }

    /// The server's todos as it saved them, read from its file.
    func serverTodos() throws -> [(id: Int, title: String, completed: Bool)] {
        let data = try Data(contentsOf: serverFile)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let todos = object?["todos"] as? [[String: Any]] ?? []
        return todos.map { ($0["id"] as? Int ?? 0, $0["title"] as? String ?? "", $0["completed"] as? Bool ?? false) }
    }

    /// How many todos on the server carry each of `titles`; a server that has saved nothing yet has
    /// none of the titles a test makes up.
    func serverCount(ofEach titles: [String]) throws -> [String: Int] {
        let saved = FileManager.default.fileExists(atPath: serverFile.path)
        let onServer = saved ? try serverTodos().map(\.title) : []
        return Dictionary(uniqueKeysWithValues: titles.map { title in (title, onServer.count { $0 == title }) })
    }

    /// Creates a todo on the server behind the app's back, as another client would.
    func createOnServer(title: String, user: Int) async throws {
        try await asAnotherClient(.post, "todos", json: ["userId": user, "title": title, "completed": false])
    }

    /// Renames a todo on the server behind the app's back, as another client would.
    func renameOnServer(todo id: Int, to title: String) async throws {
        try await asAnotherClient(.patch, "todos/\(id)", json: ["title": title])
    }

    /// Deletes a todo on the server behind the app's back, as another client would.
    func deleteOnServer(todo id: Int) async throws {
        try await asAnotherClient(.delete, "todos/\(id)")
    }

    private func asAnotherClient(_ method: HTTPMethod, _ path: String, json: [String: Any]? = nil) async throws {
        let client = HTTPClient(configuration: NetworkConfiguration(baseURL: server.baseURL))
        let body = try json.map { try JSONSerialization.data(withJSONObject: $0) }
        _ = try await client.value(
            of: Endpoint<EmptyResponse>(
                path: path, method: method, headers: body == nil ? [:] : ["Content-Type": "application/json"],
                body: body, expectsJSON: false))
    }

    private func arguments(_ arguments: [String], baseURL: String?) -> [String] {
        // The store keeps each server's todos apart, so even an offline run names the server it means.
        arguments + ["--db", store.path, "--base-url", baseURL ?? self.baseURL()]
    }

    /// `StrataProcess.run` blocks until the process ends; a thread of its own keeps that wait off the
    /// concurrency pool, so several processes really run at once.
    private static func runOffTheCooperativePool(_ commands: [[String]]) async throws -> [StrataProcess] {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result { try commands.map { try StrataProcess.run($0, environment: [:]) } })
            }
        }
    }
}
