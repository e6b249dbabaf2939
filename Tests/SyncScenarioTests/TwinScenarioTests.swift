import Foundation
import StrataTestSupport
import Testing

/// Two todos alike, through the binary: the user's, and one another device made with the same title.
/// Each is a todo of its own, so both show, whatever the server answered the user's creation with.
@Suite("Sync scenarios: another device's todo alike", .serialized)
struct TwinScenarioTests {
    @Test(
        "a todo another device made alike shows beside the user's, for every shape of answer, made before or after",
        arguments: [
            [], ["--writes", "created-location"], ["--writes", "created-nothing"], ["--writes", "created-other"],
            ["--writes", "created-misnamed"],
        ], [true, false])
    func twinShows(serverArguments: [String], twinBeforeTheSync: Bool) async throws {
        let scenario = try SyncScenario(serverArguments: serverArguments)
        let added = try await scenario.strata(["todos", "add", "--user", "1", "--offline", "Buy milk"])
        try #require(added.status == 0, "\(added.err)")
        if twinBeforeTheSync { try await scenario.createOnServer(title: "Buy milk", user: 1) }

        let first = try await scenario.strata(["sync"])
        if !twinBeforeTheSync { try await scenario.createOnServer(title: "Buy milk", user: 1) }
        let second = try await scenario.strata(["sync"])
        let listed = try await scenario.strata(["todos", "list", "--user", "1"])

        #expect(first.status == 0, "\(first.err)")
        #expect(second.out.hasPrefix("Sent 0 changes"), "nothing sent twice: \(second.out)")
        #expect(try scenario.serverCount(ofEach: ["Buy milk"]) == ["Buy milk": 2])
        let rows = listed.out.split(separator: "\n").filter { $0.contains("Buy milk") }
        #expect(rows.count == 2, "each todo alike shows once: \(rows)")
        #expect(rows.contains { $0.hasSuffix("(synced)") }, "the other device's, at least: \(rows)")
    }
}
