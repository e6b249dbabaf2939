import Foundation
import StrataTestSupport
import Testing

/// A store keeps each server's todos apart, and dates each server's list apart too: read offline, a
/// list says when its own server last answered, never when another one did.
@Suite("Sync scenarios: each server's list has its own date", .serialized)
struct ServerFreshnessScenarioTests {
    @Test("A's list read offline is dated by A's answer, not by B's later one")
    func eachServerDatesItsOwnList() async throws {
        let scenario = try SyncScenario()
        let other = try TestServer.start()
        defer { other.stop() }
        let first = try await scenario.strata(["open", "users/1/todos", "--json"])
        // The dates are to the second; B answers in a later one.
        try await Task.sleep(for: .milliseconds(1_100))
        let second = try await scenario.strata(
            ["open", "users/1/todos", "--json"], baseURL: other.baseURL.absoluteString)

        let readA = try await scenario.strata(["open", "users/1/todos", "--json", "--offline"])
        let readB = try await scenario.strata(
            ["open", "users/1/todos", "--json", "--offline"], baseURL: other.baseURL.absoluteString)

        #expect(first.status == 0 && second.status == 0, "\(first.err) \(second.err)")
        let dateA = try #require(try Self.asOf(readA), "\(readA.out)")
        let dateB = try #require(try Self.asOf(readB), "\(readB.out)")
        #expect(dateA < dateB, "A answered before B: \(dateA) vs \(dateB)")
    }

    /// The `freshness.asOf` of a `--json` screen document.
    private static func asOf(_ run: StrataProcess) throws -> String? {
        let document = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        return (document?["freshness"] as? [String: Any])?["asOf"] as? String
    }
}
