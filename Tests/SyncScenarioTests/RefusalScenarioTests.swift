import Foundation
import StrataTestSupport
import Testing

/// Issue 10, through the binary: a refusing server never makes a change disappear or read as synced.
@Suite("Sync scenarios: refusals and conflicts", .serialized)
struct RefusalScenarioTests {
    private func pending(_ titles: [String], in scenario: SyncScenario) async throws {
        for title in titles {
            let added = try await scenario.strata(["todos", "add", "--user", "1", "--offline", title])
            #expect(added.status == 0, "\(added.err)")
        }
    }

    @Test("a base URL with a wrong path keeps every operation, exit 1, and a later good sync sends them all")
    func wrongPath() async throws {
        let scenario = try SyncScenario()
        let titles = (1...5).map { "wrong path \($0)" }
        try await pending(titles, in: scenario)

        let wrong = try await scenario.strata(["sync"], baseURL: scenario.baseURL("api-typo"))
        let listed = try await scenario.strata(["todos", "list", "--user", "1", "--offline"])
        let good = try await scenario.strata(["sync"])

        #expect(wrong.status == 1)
        // Before its first write to an address, the sync asks whether todos live there at all.
        #expect(
            wrong.err == "strata: sync stopped: GET /api-typo/todos answered 404 Not Found; 5 changes still pending\n")
        #expect(listed.out.components(separatedBy: "(pending)").count == 6, "nothing was sent: \(listed.out)")
        #expect(!listed.out.contains("wrong path 1  (synced)"))
        #expect(good.status == 0)
        #expect(good.out == "Sent 5 changes; 0 pending\n")
        #expect(try scenario.serverCount(ofEach: titles).values.allSatisfy { $0 == 1 })
    }

    @Test("a 401 stops the sync the same way: nothing dropped, exit 1, the request named")
    func unauthorized() async throws {
        let scenario = try SyncScenario()
        try await pending(["needs a login"], in: scenario)

        let refused = try await scenario.strata(["sync"], baseURL: scenario.baseURL("?_fault=basic-401"))

        #expect(refused.status == 1)
        #expect(refused.err.hasPrefix("strata: sync stopped: GET /todos"), "\(refused.err)")
        #expect(refused.err.hasSuffix("; 1 change still pending\n"))
        #expect(try await scenario.strata(["sync"]).out == "Sent 1 change; 0 pending\n")
    }

    @Test("a 422 parks exactly that operation with the server's reason; retry and discard settle it")
    func contentRefusal() async throws {
        let scenario = try SyncScenario(serverArguments: ["--max-title-length", "30"])
        let long = "a title far longer than thirty characters"
        try await pending([long, "short enough"], in: scenario)

        let sync = try await scenario.strata(["sync"])
        let listed = try await scenario.strata(["todos", "list", "--user", "1"])
        let json = try await scenario.strata(["todos", "list", "--user", "1", "--json"])
        let refusedID = try #require(listed.out.split(separator: "\n").first { $0.contains(long) })
            .split(separator: " ").first.map(String.init)
        let retried = try await scenario.strata(["todos", "retry", try #require(refusedID)])
        let discarded = try await scenario.strata(["todos", "discard", try #require(refusedID)])
        let after = try await scenario.strata(["todos", "list", "--user", "1", "--offline"])

        #expect(sync.status == 0)
        #expect(sync.out == "Sent 1 change; 0 pending; 1 rejected by the server ('strata todos list' says why)\n")
        #expect(listed.out.contains("[ ] \(long)  (rejected by the server: title too long)"))
        #expect(listed.out.contains("[ ] short enough  (synced)"))
        #expect(json.out.contains(#""sync":"rejected""#))
        #expect(json.out.contains(#""syncDetail":"rejected by the server: title too long""#))
        #expect(retried.status == 0)
        #expect(retried.out.contains("(rejected by the server: title too long)"), "refused again: \(retried.out)")
        #expect(discarded.status == 0, "\(discarded.err)")
        #expect(discarded.out.contains("the todo “\(long)”, which the server does not have; it is removed here"))
        #expect(!after.out.contains(long))
        #expect(try scenario.serverCount(ofEach: [long, "short enough"]) == [long: 0, "short enough": 1])
    }

    @Test("an edit that waited behind a discarded refusal is sent before the process exits, not left behind")
    func sendsWhatADiscardReleases() async throws {
        let scenario = try SyncScenario(serverArguments: ["--max-title-length", "30"])
        try await pending(["to be renamed"], in: scenario)
        _ = try await scenario.strata(["sync"])
        let listed = try await scenario.strata(["todos", "list", "--user", "1"])
        let id = try #require(
            listed.out.split(separator: "\n").first { $0.contains("to be renamed") }?.split(separator: " ").first
                .map(String.init))
        _ = try await scenario.strata(["todos", "rename", id, "a new title far longer than thirty characters"])
        let toggled = try await scenario.strata(["todos", "toggle", id])

        // The server answers after 3 s: first the todo the discard reads the server's title from, then
        // the toggle the discard releases, long after a process that did not wait for its sync would
        // have gone.
        let discarded = try await scenario.strata(
            ["todos", "discard", id], baseURL: scenario.baseURL("?_fault=delay:3"))
        let after = try await scenario.strata(["todos", "list", "--user", "1"])

        #expect(toggled.out.contains("(rejected by the server"), "the toggle waits behind the refusal: \(toggled.out)")
        #expect(discarded.status == 0, "\(discarded.err)")
        #expect(discarded.err == "strata: finishing the sync in progress (at most 60 s)\n", "said while it waits")
        #expect(
            discarded.out.hasSuffix(
                "  - the title “a new title far longer than thirty characters”\n"
                    + "Todo \(id) now: [x] to be renamed (pending)\n"), "the server's title at once: \(discarded.out)")
        #expect(after.out.contains("[x] to be renamed  (synced)"), "\(after.out)")
        #expect(try scenario.serverTodos().first { $0.title == "to be renamed" }?.completed == true)
    }

    @Test("a creation answered with an id a local todo already has never overwrites that local todo")
    func idCollision() async throws {
        let scenario = try SyncScenario()
        let first = try await scenario.strata(["todos", "add", "--user", "1", "mine, first"])
        try await scenario.deleteOnServer(todo: 201)
        let second = try await scenario.strata(["todos", "add", "--user", "1", "mine, second"])
        let listed = try await scenario.strata(["todos", "list", "--user", "1"])

        #expect(first.out.hasPrefix("Added todo 201: mine, first (synced)"), "\(first.out)")
        #expect(second.out.hasPrefix("Added todo 202: mine, second (synced)"), "\(second.out)")
        #expect(try scenario.serverTodos().filter { $0.id == 201 }.map(\.title) == ["mine, second"])
        #expect(
            listed.out.contains(
                " 201 [ ] mine, first  (the server no longer has this todo (it was todo 201 there): "
                    + "retry creates it again, discard lets it go)"),
            "\(listed.out)")
        #expect(listed.out.contains(" 202 [ ] mine, second  (synced)"))
    }

    @Test(
        "an edit to a server that acknowledges writes but does not keep them stays on the device, pending, and says why"
    )
    func fakeWrites() async throws {
        let scenario = try SyncScenario(persist: false)
        let toggled = try await scenario.strata(["todos", "toggle", "1"])
        let renamed = try await scenario.strata(["todos", "rename", "1", "renamed twice"])
        let listed = try await scenario.strata(["todos", "list", "--user", "1"])
        let json = try await scenario.strata(["todos", "list", "--user", "1", "--json", "--offline"])

        let address = String(scenario.baseURL().reversed().drop { $0 == "/" }.reversed())
        let why = "(pending: kept on this device: \(address) does not keep changes)"
        #expect(toggled.status == 0, "\(toggled.err)")
        #expect(toggled.out == "Done todo 1: delectus aut autem \(why)\n")
        #expect(renamed.status == 0, "a second edit is kept the same way: \(renamed.err)")
        let line = try #require(listed.out.split(separator: "\n").first { $0.hasPrefix("   1 ") })
        #expect(line == "   1 [x] renamed twice  \(why)", "the list shows the user's edit, never the server's")
        #expect(json.out.contains(#""sync":"pending""#))
    }
}
