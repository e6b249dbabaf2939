import Foundation
import StrataTestSupport
import Testing

/// Issue 21's first finding, through the binary: query values and user info under names nobody listed
/// reached the `--verbose` log and the store's HTTP cache. Every output (the log, stdout, `--json`, error
/// messages, the store's file) now shows only what the allowlist allows, whatever the names.
@Suite("Redaction scenarios", .serialized)
struct RedactionScenarioTests {
    /// Names the app's allowlist does not hold: the ones found, and made-up ones.
    private static let names = (GeneratedNames.foundMissed + GeneratedNames.names(count: 40, seed: 4242))
        .filter { !["_page", "_limit", "_start", "_end", "_sort", "_order", "page", "limit", "q", "id"].contains($0) }
        .filter { !["userId", "postId"].contains($0) }

    /// A base URL carrying a secret under each name, and a password: `http://ada:PW…@host/?name=…`.
    private static func secretBase(port: Int) -> (url: String, secrets: [String]) {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = port
        components.path = "/"
        components.user = "ada"
        components.password = "PWSECRET0"
        components.queryItems = names.enumerated().map { URLQueryItem(name: $1, value: "QSECRET\($0)X") }
        return (components.string!, ["PWSECRET0"] + names.indices.map { "QSECRET\($0)X" })
    }

    @Test("no secret under any name reaches the verbose log, stdout, --json or the store's file")
    func answeredRequests() throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store.sqlite3").path
        let (base, secrets) = Self.secretBase(port: server.port)

        let text = try StrataProcess.run(
            ["open", "posts", "--verbose", "--base-url", base, "--db", store], environment: [:])
        let json = try StrataProcess.run(
            ["open", "posts", "--verbose", "--json", "--base-url", base, "--db", store], environment: [:])

        #expect(text.status == 0 && json.status == 0, "\(text.err)")
        #expect(text.err.contains("[strata info] GET http://%3Credacted%3E@127.0.0.1"), "\(text.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let stored = try files.reduce(Data()) { $0 + (try Data(contentsOf: directory.appendingPathComponent($1))) }
        #expect(stored.range(of: Data("http://%3Credacted%3E@127.0.0.1".utf8)) != nil, "the cache kept its entries")
        for secret in secrets {
            #expect(![text.out, text.err, json.out, json.err].contains { $0.contains(secret) }, "\(secret) printed")
            #expect(stored.range(of: Data(secret.utf8)) == nil, "\(secret) stored")
        }
    }

    @Test("no secret under any name reaches an error message or the --json error document")
    func failedRequests() throws {
        let (base, secrets) = Self.secretBase(port: 1)

        let run = try StrataProcess.run(
            ["open", "users", "--verbose", "--json", "--timeout", "5", "--base-url", base, "--db", ":memory:"],
            environment: [:])

        #expect(run.err.contains("[strata warning] GET http://%3Credacted%3E@127.0.0.1:1/users?"), "\(run.err)")
        for secret in secrets {
            #expect(!run.out.contains(secret) && !run.err.contains(secret), "\(secret) printed")
        }
    }
}
