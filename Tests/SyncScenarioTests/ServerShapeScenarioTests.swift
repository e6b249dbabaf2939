import Foundation
import StrataTestSupport
import Testing

/// Issue 20, through the binary: servers answer writes in every shape HTTP allows, and none of them
/// may lose, duplicate or falsely confirm an edit. Each server here is the bundled test server with
/// `--writes`, which answers as servers in the wild do.
@Suite("Sync scenarios: every shape of answer", .serialized)
struct ServerShapeScenarioTests {
    private func add(_ title: String, in scenario: SyncScenario) async throws {
        let added = try await scenario.strata(["todos", "add", "--user", "1", "--offline", title])
        try #require(added.status == 0, "\(added.err)")
    }

    /// The rows of user 1's list, or those that show `title`.
    private func line(_ title: String? = nil, in scenario: SyncScenario) async throws -> [Substring] {
        let listed = try await scenario.strata(["todos", "list", "--user", "1"])
        return listed.out.split(separator: "\n").filter { row in title.map { row.contains($0) } ?? true }
    }

    @Test("201 with only a Location header is a creation: four syncs against a server that ignores keys make one copy")
    func createdWithLocationOnly() async throws {
        let scenario = try SyncScenario(serverArguments: ["--writes", "created-location,ignore-keys"])
        try await add("located", in: scenario)

        var outputs: [String] = []
        for _ in 1...4 {
            let sync = try await scenario.strata(["sync"])
            #expect(sync.status == 0, "\(sync.err)")
            outputs.append(sync.out)
        }

        #expect(outputs == ["Sent 1 change; 0 pending\n"] + Array(repeating: "Sent 0 changes; 0 pending\n", count: 3))
        #expect(try scenario.serverCount(ofEach: ["located"]) == ["located": 1])
        #expect(try await line("located", in: scenario).map { $0.hasSuffix("(synced)") } == [true])
    }

    @Test("204 No Content to a rename, a toggle and a deletion is a success: nothing waits behind them")
    func editsAnsweredNoContent() async throws {
        let scenario = try SyncScenario(serverArguments: ["--writes", "no-content"])
        for arguments in [
            ["todos", "rename", "2", "renamed, answered 204"], ["todos", "toggle", "3"], ["todos", "rm", "4"],
        ] {
            let edit = try await scenario.strata(arguments)
            #expect(edit.status == 0, "\(arguments): \(edit.err)")
        }
        let sync = try await scenario.strata(["sync"])

        #expect(sync.status == 0, "\(sync.err)")
        #expect(sync.out.hasSuffix("; 0 pending\n"), "\(sync.out)")
        let onServer = try scenario.serverTodos()
        #expect(onServer.first { $0.id == 2 }?.title == "renamed, answered 204")
        #expect(onServer.first { $0.id == 3 }?.completed == true)
        #expect(!onServer.contains { $0.id == 4 })
    }

    @Test("a write answered with a redirect is never re-sent as a GET: nothing is recorded, the edit waits, exit 1")
    func writeRedirected() async throws {
        let scenario = try SyncScenario(serverArguments: ["--writes", "redirect:302"])
        let before = try await line(in: scenario).first { $0.hasPrefix("   5 ") }
        try await add("redirected", in: scenario)

        let sync = try await scenario.strata(["sync"])

        #expect(sync.status == 1)
        #expect(sync.err.contains("redirected it (302)"), "the redirect is named: \(sync.err)")
        #expect(sync.err.hasSuffix("1 change still pending\n"), "\(sync.err)")
        #expect(try scenario.serverCount(ofEach: ["redirected"]) == ["redirected": 0])
        #expect(try await line("redirected", in: scenario).map { $0.contains("(synced)") } == [false])
        #expect(try await line(in: scenario).first { $0.hasPrefix("   5 ") } == before, "todo 5 untouched")
    }

    @Test(
        "a creation answered under an id the server never gave is held, not re-sent: four syncs make one copy, shown once"
    )
    func createdUnderAnotherID() async throws {
        let scenario = try SyncScenario(serverArguments: ["--writes", "created-misnamed"])
        try await add("misnamed", in: scenario)

        var outputs: [String] = []
        for _ in 1...4 { outputs.append(try await scenario.strata(["sync"]).out) }
        let mine = try await line("misnamed", in: scenario)

        #expect(try scenario.serverCount(ofEach: ["misnamed"]) == ["misnamed": 1], "\(outputs)")
        #expect(mine.count == 1, "the server's copy is not shown beside it: \(mine)")
        #expect(mine.allSatisfy { !$0.contains("(synced)") && $0.contains("not sent again") }, "\(mine)")
        #expect(outputs.allSatisfy { $0.contains("Sent 0 changes") }, "\(outputs)")
    }

    @Test("a creation answered with another, existing todo is not taken for it: the edit is held, todo 5 untouched")
    func createdAnsweredWithAnother() async throws {
        let scenario = try SyncScenario(serverArguments: ["--writes", "created-other"])
        let others = try await line(in: scenario).filter { $0.hasSuffix("(synced)") }
        try await add("answered with another", in: scenario)

        let sync = try await scenario.strata(["sync"])
        let after = try await line(in: scenario)

        #expect(sync.out.contains("Sent 0 changes"), "nothing is recorded as sent: \(sync.out)")
        let mine = after.filter { $0.contains("answered with another") }
        #expect(mine.count == 1, "one local copy: \(mine)")
        #expect(mine.allSatisfy { !$0.contains("(synced)") }, "\(mine)")
        #expect(after.filter { $0.hasSuffix("(synced)") } == others, "no other todo changed")
        #expect(try scenario.serverCount(ofEach: ["answered with another"]) == ["answered with another": 1])
    }

    @Test(
        "a list read while the first creation is in flight shows the todo once, and it ends synced, once on the server")
    func listDuringSlowCreation() async throws {
        let scenario = try SyncScenario(serverArguments: ["--writes", "answer-after:3"])
        try await add("created slowly", in: scenario)

        let sync = try scenario.startStrata(["sync"])
        var waited = 0
        while try scenario.serverCount(ofEach: ["created slowly"])["created slowly"] == 0, waited < 400 {
            try await Task.sleep(for: .milliseconds(50))
            waited += 1
        }
        let during = try await line("created slowly", in: scenario)
        let synced = await sync.ended(within: .seconds(120))
        let after = try await line("created slowly", in: scenario)

        #expect(during.count == 1, "shown once while the answer is awaited: \(during)")
        #expect(synced == .success)
        #expect(after.count == 1 && after[0].hasSuffix("(synced)"), "\(after)")
        #expect(try scenario.serverCount(ofEach: ["created slowly"]) == ["created slowly": 1])
    }

    @Test("one store, two base URLs: each server's ids stay its own, and neither gets the other's edits")
    func secondBaseURL() async throws {
        let home = try SyncScenario()
        let other = try SyncScenario()
        let otherURL = other.baseURL()
        let firstTitle = "delectus aut autem"  // todo 1 of the bundled dataset

        let listedAtHome = try await home.strata(["todos", "list", "--user", "1"])
        let listedOnOther = try await home.strata(["todos", "list", "--user", "1"], baseURL: otherURL)
        let otherFirst = try #require(
            listedOnOther.out.split(separator: "\n").first { $0.contains(firstTitle) }?
                .split(separator: " ").first.map(String.init))
        let wrongID = try await home.strata(["todos", "rm", "1"], baseURL: otherURL)
        let removedOnOther = try await home.strata(["todos", "rm", otherFirst], baseURL: otherURL)
        let renamedAtHome = try await home.strata(["todos", "rename", "1", "renamed at home"])
        let syncOnOther = try await home.strata(["sync"], baseURL: otherURL)
        let syncAtHome = try await home.strata(["sync"])

        #expect(listedAtHome.status == 0 && listedOnOther.status == 0, "\(listedOnOther.err)")
        #expect(otherFirst != "1", "the other server's todo 1 has a local id of its own")
        #expect(wrongID.status == 1, "home's todo 1 is not the other server's: \(wrongID.out)")
        #expect(removedOnOther.status == 0, "\(removedOnOther.err)")
        #expect(renamedAtHome.status == 0, "\(renamedAtHome.err)")
        #expect(syncOnOther.status == 0 && syncAtHome.status == 0, "\(syncOnOther.err) \(syncAtHome.err)")
        #expect(try home.serverTodos().first { $0.id == 1 }?.title == "renamed at home")
        #expect(try other.serverTodos().contains { $0.id == 1 } == false, "deleted where it was deleted")
        #expect(try home.serverTodos().contains { $0.id == 1 }, "and only there")
        #expect(try other.serverTodos().contains { $0.title == "renamed at home" } == false)
    }

    @Test("edits kept on the device while the server did not keep them are all sent once it does")
    func serverStartsKeepingWrites() async throws {
        let scenario = try SyncScenario(persist: false)
        let edits = [
            ["todos", "toggle", "1"], ["todos", "rename", "2", "kept here first"], ["todos", "rm", "3"],
            ["todos", "add", "--user", "1", "made here first"],
        ]
        for edit in edits {
            let run = try await scenario.strata(edit)
            #expect(run.status == 0, "\(edit): \(run.err)")
        }
        let whileFaked = try await line(in: scenario)

        // The same address, now with a server that keeps what it acknowledges.
        scenario.server.stop()
        let keeping = try TestServer.start(
            persistPath: scenario.serverFile.path, arguments: ["--port", "\(scenario.server.port)"])
        defer { keeping.stop() }
        let sync = try await scenario.strata(["sync"])
        let afterwards = try await line(in: scenario)

        let mine = whileFaked.filter { $0.hasPrefix("   1 ") || $0.contains("first") }
        #expect(mine.count == 3 && mine.allSatisfy { $0.contains("does not keep changes") }, "\(mine)")
        #expect(!whileFaked.contains { $0.hasPrefix("   3 ") }, "a deletion it did not keep stays deleted")
        #expect(sync.status == 0, "\(sync.err)")
        #expect(sync.out == "Sent 4 changes; 0 pending\n")
        let onServer = try scenario.serverTodos()
        #expect(onServer.first { $0.id == 1 }?.completed == true)
        #expect(onServer.first { $0.id == 2 }?.title == "kept here first")
        #expect(!onServer.contains { $0.id == 3 })
        #expect(onServer.count { $0.title == "made here first" } == 1)
        #expect(
            afterwards.filter { $0.hasPrefix("   1 ") || $0.contains("first") }.allSatisfy { $0.hasSuffix("(synced)") })
        #expect(!afterwards.contains { $0.hasPrefix("   3 ") })
    }
}
