import Foundation
import StrataTestSupport
import Testing

/// Issue 20, through the binary: what an attacker's review of the new protocol found, each a rule the
/// first version broke.
@Suite("Sync scenarios: the review's findings", .serialized)
struct ReviewScenarioTests {
    private func rows(_ scenario: SyncScenario, baseURL: String? = nil, offline: Bool = false) async throws
        -> [Substring]
    {
        let listed = try await scenario.strata(
            ["todos", "list", "--user", "1"] + (offline ? ["--offline"] : []), baseURL: baseURL)
        return listed.out.split(separator: "\n")
    }

    @Test("a refused creation the server answered 2xx may be there: deleting it is refused, never undone by a list")
    func deletingACreationThatMayExist() async throws {
        let scenario = try SyncScenario(serverArguments: ["--writes", "created-other"])
        let added = try await scenario.strata(["todos", "add", "--user", "1", "buy milk"])
        let id = try #require(added.out.split(separator: " ").dropFirst(2).first.map { String($0.dropLast()) })

        let removed = try await scenario.strata(["todos", "rm", id])
        let listed = try await rows(scenario)

        #expect(added.out.contains("rejected by the server"), "\(added.out)")
        #expect(removed.status == 2, "\(removed.out)")
        #expect(removed.err.contains("retry or discard it"), "\(removed.err)")
        #expect(listed.filter { $0.contains("buy milk") }.count == 1, "\(listed)")
        #expect(!listed.contains { $0.contains("buy milk") && $0.hasSuffix("(synced)") })
    }

    @Test("a list whose answer says it is partial proves no todo gone: nothing is marked, nothing doubled")
    func partialList() async throws {
        let scenario = try SyncScenario()
        let full = try await rows(scenario)
        let partial = try await rows(scenario, baseURL: scenario.baseURL("?_limit=17"))
        let again = try await rows(scenario)

        #expect(full.count == 20 && again == full, "\(again)")
        #expect(!partial.contains { $0.contains("no longer has") }, "\(partial)")
    }

    @Test("a creation answered with an older todo of the same values leaves that todo its local id")
    func creationAnsweredWithAnOlderTwin() async throws {
        let scenario = try SyncScenario(serverArguments: ["--writes", "created-other"])
        let before = try await rows(scenario)
        let twin = try #require(before.first { $0.hasPrefix("   1 ") })

        let added = try await scenario.strata(["todos", "add", "--user", "1", "delectus aut autem"])
        let toggled = try await scenario.strata(["todos", "toggle", "1"])
        let after = try await rows(scenario)

        #expect(added.status == 0, "\(added.err)")
        #expect(twin.contains("delectus aut autem"))
        #expect(toggled.status == 0, "todo 1 is still todo 1: \(toggled.err)")
        #expect(after.contains { $0.hasPrefix("   1 [x] delectus aut autem") }, "\(after)")
    }

    @Test("a discard that races a list: the refused title never stays on screen reading synced")
    func discardRacingAList() async throws {
        let scenario = try SyncScenario(serverArguments: ["--max-title-length", "20"])
        let long = "a title far too long for this server"
        let renamed = try await scenario.strata(["todos", "rename", "3", long])
        #expect(renamed.out.contains("rejected by the server"), "\(renamed.out)")

        // The discard's answer is held until the list has been read, however long that takes.
        let discard = try scenario.startStrata(
            ["todos", "discard", "3", "--timeout", "600"], baseURL: scenario.baseURL("?_fault=hold&_key=discarding"))
        for _ in 0..<2400 where try await scenario.server.requestCount(key: "discarding") == 0 {
            try await Task.sleep(for: .milliseconds(25))
        }
        try #require(try await scenario.server.requestCount(key: "discarding") > 0, "the discard is sending")
        let during = try await rows(scenario)
        try await scenario.server.release(key: "discarding")
        let discarded = await discard.ended(within: .seconds(120))
        let after = try await rows(scenario, offline: true)

        #expect(discarded == .success)
        #expect(during.contains { $0.hasPrefix("   3 ") && $0.contains(long) }, "the refusal shows until discarded")
        let row = try #require(after.first { $0.hasPrefix("   3 ") })
        #expect(row == "   3 [ ] fugiat veniam minus  (synced)", "the server's title, as the server holds it")
    }
}
