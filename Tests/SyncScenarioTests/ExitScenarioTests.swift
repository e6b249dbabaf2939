import Foundation
import StrataTestSupport
import Testing

/// README "No sync is cut off at exit", through the binary: a command waits for the sync its work
/// started, at most `--timeout`, then cancels it, and what it had not sent stays queued.
@Suite("Sync scenarios: a command's exit", .timeLimit(.minutes(2)))
struct ExitScenarioTests {
    @Test("a background sync still running after --timeout is cancelled at exit; the next sync sends the rest, once")
    func exitCancelsTheBackgroundSync() async throws {
        let scenario = try SyncScenario()
        let titles = (1...10).map { "queued \($0)" }
        for title in titles {
            let added = try await scenario.strata(["todos", "add", "--user", "1", "--offline", title])
            #expect(added.status == 0, "\(added.err)")
        }

        // The list's fresh read starts a sync of the ten; every answer comes after 1.5 s, inside the 2 s
        // timeout, so only the limit at exit can stop that sync.
        let listed = try await scenario.strata(
            ["todos", "list", "--user", "1", "--timeout", "2"], baseURL: scenario.baseURL("?_fault=delay:1.5"))
        let sentBeforeExit = try scenario.serverCount(ofEach: titles).values.reduce(0, +)
        let again = try await scenario.strata(["sync"])

        #expect(listed.status == 0, "\(listed.err)")
        #expect(sentBeforeExit < 10)
        #expect(again.status == 0, "\(again.err)")
        #expect(try scenario.serverCount(ofEach: titles).values.allSatisfy { $0 == 1 })
    }
}
