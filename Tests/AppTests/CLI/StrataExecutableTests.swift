import Foundation
import StrataTestSupport
import Testing

/// The built `strata` binary, as a user or a script runs it.
@Suite("strata executable", .serialized)
struct StrataExecutableTests {
    private func strata(_ arguments: [String], environment: [String: String] = [:]) throws -> StrataProcess {
        try StrataProcess.run(arguments, environment: ["STRATA_DB": ":memory:"].merging(environment) { $1 })
    }

    @Test("open posts against the test server prints titles and exits 0")
    func opensPosts() throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = try strata(["open", "posts", "--base-url", server.baseURL.absoluteString])

        #expect(run.status == 0)
        #expect(run.out.contains("Qui est esse"))
    }

    @Test("open posts/1 prints the post, its author and its 5 comments")
    func opensPost() throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = try strata(["open", "posts/1"], environment: ["STRATA_BASE_URL": server.baseURL.absoluteString])

        #expect(run.status == 0)
        #expect(run.out.contains("Leanne Graham"))
        #expect(run.out.contains("5 comments"))
        let commentHeadings = run.out.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        #expect(commentHeadings.count == 5)
    }

    @Test("an unknown flag exits 2")
    func unknownFlag() throws {
        let run = try strata(["open", "posts", "--no-such-flag"])

        #expect(run.status == 2)
        #expect(run.err.contains("unknown option '--no-such-flag'"))
    }

    @Test("an unknown route exits 2")
    func unknownRoute() throws {
        let run = try strata(["open", "nonsense"])

        #expect(run.status == 2)
        #expect(run.err.contains("Unknown route 'nonsense'"))
    }

    @Test("an unreachable server, with nothing stored for the route, exits 1 in well under 15 seconds")
    func unreachableServer() throws {
        let run = try strata(["open", "posts/1000", "--base-url", "http://127.0.0.1:1"])

        #expect(run.status == 1)
        #expect(run.err.contains("Cannot connect to the server"))
        #expect(run.elapsed < .seconds(15))
    }

    @Test("a server that never answers exits 1 at the configured timeout")
    func silentServer() throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = try strata([
            "open", "posts/1000", "--timeout", "1", "--base-url", server.url("?_fault=hang").absoluteString,
        ])

        #expect(run.status == 1)
        #expect(run.err.contains("did not answer in time"))
        #expect(run.elapsed < .seconds(4))
    }

    @Test("with no network, the list comes from the bundled snapshot: exit 0, and stderr says so")
    func offlineFromSeed() throws {
        let run = try strata(["open", "posts", "--base-url", "http://127.0.0.1:1"])
        let offline = try strata(["open", "posts/1", "--offline"])

        #expect(run.status == 0)
        #expect(run.out.contains("#10 Optio molestias id quia eum"))
        #expect(run.err.hasPrefix("strata: Offline — showing the bundled snapshot (Cannot connect to the server"))
        #expect(offline.status == 0)
        #expect(offline.out.contains("by Leanne Graham (@Bret)"))
        #expect(offline.out.contains("5 comments"))
        #expect(offline.err == "strata: Offline — showing the bundled snapshot (Offline mode)\n")
    }

    @Test("--help and --version print to stdout and exit 0")
    func helpAndVersion() throws {
        let help = try strata(["--help"])
        let version = try strata(["--version"])

        #expect(help.status == 0 && help.out.contains("strata open ROUTE"))
        #expect(version.status == 0 && version.out.hasPrefix("strata "))
    }
}
