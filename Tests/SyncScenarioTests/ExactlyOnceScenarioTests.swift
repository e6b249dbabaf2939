import Foundation
import StrataTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 10, through the binary against a server with persisted writes: however the syncs overlap,
/// fail or die, every todo reaches the server exactly once.
@Suite("Sync scenarios: exactly once", .serialized)
struct ExactlyOnceScenarioTests {
    /// Adds `titles` for user 1 without a network, so they wait in the outbox.
    private func pending(_ titles: [String], in scenario: SyncScenario) async throws {
        for title in titles {
            let added = try await scenario.strata(["todos", "add", "--user", "1", "--offline", title])
            #expect(added.status == 0, "\(added.err)")
        }
    }

    @Test("two processes adding 40 todos each to one store, each add syncing inline: every todo on the server once")
    func twoWriters() async throws {
        let scenario = try SyncScenario()
        let titles = (1...2).map { writer in (1...40).map { "writer \(writer) todo \($0)" } }

        let loops = try await scenario.strataLoops(
            titles.map { batch in batch.map { ["todos", "add", "--user", "1", $0] } })
        let flush = try await scenario.strata(["sync"])

        let failed = loops.flatMap { $0 }.filter { $0.status != 0 }
        #expect(failed.isEmpty, "\(failed.map { "\($0.status): \($0.err)" })")
        #expect(flush.status == 0, "\(flush.err)")
        let counts = try scenario.serverCount(ofEach: titles.flatMap { $0 })
        #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts.filter { $0.value != 1 })")
        #expect(try scenario.serverTodos().count == 280)
        let listed = try await scenario.strata(["todos", "list", "--user", "1", "--json"])
        #expect(!listed.out.contains(#""sync":"pending""#), "everything is acknowledged after the flush")
    }

    @Test("30 todos pending and two syncs at once: both exit 0, and the server has each todo once")
    func twoSyncs() async throws {
        let scenario = try SyncScenario()
        let titles = (1...30).map { "pending \($0)" }
        try await pending(titles, in: scenario)

        let syncs = try await scenario.strataConcurrently([["sync"], ["sync"]])

        #expect(syncs.map(\.status) == [0, 0], "\(syncs.map(\.err))")
        #expect(try scenario.serverCount(ofEach: titles).values.allSatisfy { $0 == 1 })
        #expect(try scenario.serverTodos().count == 230)
        let said = syncs.map(\.out).joined()
        #expect(said.contains("Sent 30 changes; 0 pending"), "one of them sent everything: \(said)")
    }

    @Test("a sync while a slow one runs waits its 5 s, then says a sync is already running and exits 0")
    func syncAlreadyRunning() async throws {
        let scenario = try SyncScenario()
        try await pending(["slow"], in: scenario)
        // Its answer is held until the second sync has ended, however long a loaded machine takes.
        let slow = try scenario.startStrata(
            ["sync", "--timeout", "600"], baseURL: scenario.baseURL("?_fault=hold&_key=running"))
        for _ in 0..<1200 where try await scenario.server.requestCount(key: "running") == 0 {
            try await Task.sleep(for: .milliseconds(50))
        }
        try #require(try await scenario.server.requestCount(key: "running") > 0, "the slow sync is sending")

        let second = try await scenario.strata(["sync"])
        try await scenario.server.release(key: "running")
        let slowEnded = await slow.ended(within: .seconds(120))

        #expect(second.status == 0, "\(second.err)")
        #expect(second.elapsed >= .seconds(5), "it waited its patience first")
        #expect(second.out == "A sync of this store is already running; nothing sent here (1 pending)\n")
        #expect(slowEnded == .success)
        #expect(try scenario.serverCount(ofEach: ["slow"]) == ["slow": 1])
    }

    @Test("the server creates the todo but answers after the client's deadline: the next sync does not create it again")
    func lostAnswer() async throws {
        let scenario = try SyncScenario()
        try await pending(["answered in time"], in: scenario)
        #expect(try await scenario.strata(["sync"]).status == 0, "the server has answered once")
        try await pending(["answered too late"], in: scenario)

        let late = try await scenario.strata(["sync", "--timeout", "2"], baseURL: scenario.baseURL("?_fault=delay:12"))
        let again = try await scenario.strata(["sync"])

        #expect(late.status == 1)
        #expect(late.err.contains("sync stopped: POST /todos"), "\(late.err)")
        #expect(late.err.contains("1 change still pending"), "\(late.err)")
        #expect(again.status == 0, "\(again.err)")
        #expect(again.out == "Sent 1 change; 0 pending\n")
        #expect(try scenario.serverCount(ofEach: ["answered too late"]) == ["answered too late": 1])
    }

    @Test("kill -9 in the middle of a sync with a slow server, then sync again: every todo on the server once")
    func killedMidSync() async throws {
        let scenario = try SyncScenario()
        let titles = (1...5).map { "killed mid-sync \($0)" }
        try await pending(titles, in: scenario)

        let sync = try scenario.startStrata(["sync"], baseURL: scenario.baseURL("?_fault=delay:5&_key=slow"))
        for _ in 0..<400 where try await scenario.server.requestCount(key: "slow") == 0 {
            try await Task.sleep(for: .milliseconds(50))
        }
        try #require(try await scenario.server.requestCount(key: "slow") > 0, "the sync is sending")
        sync.send(SIGKILL)
        let killed = await sync.ended(within: .seconds(60))
        let again = try await scenario.strata(["sync"])

        #expect(killed == .init(status: SIGKILL, endedBySignal: true))
        #expect(try await scenario.server.requestCount(key: "slow") >= 1, "the killed sync had sent its first request")
        #expect(again.status == 0, "\(again.err)")
        #expect(again.out == "Sent 5 changes; 0 pending\n", "the killed process's lease did not block")
        #expect(try scenario.serverCount(ofEach: titles).values.allSatisfy { $0 == 1 })
        #expect(try scenario.serverTodos().count == 205)
    }
}
