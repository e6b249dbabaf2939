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

    /// A parked creation keeps the copy it took: a twin made later does not move it, so once the twin
    /// is gone no copy of the user's todo shows beside it, and a copy the server changed shows as the
    /// server holds it.
    @Test(
        "a creation parked in doubt keeps hiding the same copy, and only while the copy has its values",
        arguments: [
            ["--writes", "created-nothing"], ["--writes", "created-other"], ["--writes", "created-misnamed"],
        ])
    func parkedKeepsItsCopy(serverArguments: [String]) async throws {
        let scenario = try SyncScenario(serverArguments: serverArguments)
        let added = try await scenario.strata(["todos", "add", "--user", "1", "--offline", "Milk"])
        try #require(added.status == 0, "\(added.err)")
        _ = try await scenario.strata(["sync"])
        let rows = { (title: String) async throws -> [Substring] in
            let listed = try await scenario.strata(["todos", "list", "--user", "1"])
            return listed.out.split(separator: "\n").filter { $0.contains(title) }
        }
        let parked = try await rows("Milk")
        let copy = try #require(try scenario.serverTodos().first { $0.title == "Milk" }?.id)

        try await scenario.createOnServer(title: "Milk", user: 1)
        let withTwin = try await rows("Milk")
        let twin = try #require(try scenario.serverTodos().last { $0.title == "Milk" }?.id)
        try await scenario.deleteOnServer(todo: twin)
        let twinGone = try await rows("Milk")
        try await scenario.renameOnServer(todo: copy, to: "Tea")
        let copyRenamed = try await rows("Tea")

        #expect(parked.count == 1, "\(parked)")
        #expect(withTwin.count == 2, "the parked todo and the twin: \(withTwin)")
        // The twin the user saw stays, marked gone from the server, as every such todo does; the user's
        // own copy is not shown beside the parked todo, which it may be.
        #expect(twinGone.count == 2, "\(twinGone)")
        #expect(!twinGone.contains { $0.hasSuffix("(synced)") }, "no copy of the user's todo: \(twinGone)")
        #expect(twinGone.contains { $0.contains("the server no longer has this todo") }, "\(twinGone)")
        #expect(copyRenamed.count == 1, "the server's Tea shows: \(copyRenamed)")
    }
}
