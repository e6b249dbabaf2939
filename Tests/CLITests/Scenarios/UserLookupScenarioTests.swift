import Foundation
import StrataTestSupport
import Testing

/// Issue 21's last finding, through the binary: `strata open posts --user 1 --timeout 2` took twice its
/// bound, the user lookup and the screen each taking the whole of it.
@Suite("User lookup scenarios", .serialized)
struct UserLookupScenarioTests {
    @Test("the --user lookup and the screen share one --timeout: what the lookup spends, the screen lacks")
    func oneDeadline() throws {
        let server = try TestServer.start()
        defer { server.stop() }
        // Every answer takes 1.5 s; with 2 s for the whole command, the lookup leaves 0.5 s to the list,
        // which then shows the stored copy (here the bundled snapshot). Given 2 s of its own, the list would be fresh.
        let base = server.baseURL.absoluteString + "/?_fault=delay:1.5"

        let run = try StrataProcess.run(
            ["open", "posts", "--user", "1", "--timeout", "2", "--json", "--base-url", base, "--db", ":memory:"],
            environment: [:])

        #expect(run.status == 0, "\(run.err)")
        let document = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        let freshness = document?["freshness"] as? [String: Any]
        #expect(freshness?["source"] as? String != "server", "the stored copy: \(run.out.prefix(400))")
        #expect(run.err.contains("Offline"), "\(run.err)")
    }
}
