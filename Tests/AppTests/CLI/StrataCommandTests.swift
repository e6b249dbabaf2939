import Foundation
import StrataTestSupport
import Testing

@testable import StrataApp

/// The command in process, against the local server: what each route prints and how it exits.
@MainActor
@Suite("strata open", .serialized)
struct StrataCommandTests {
    private func run(_ arguments: [String], server: TestServer?) async -> (StrataCommand.ExitStatus, OutputRecorder) {
        let recorder = OutputRecorder()
        let environment = server.map { ["STRATA_BASE_URL": $0.baseURL.absoluteString] } ?? [:]
        let status = await StrataCommand.run(arguments: arguments, environment: environment, output: recorder.console)
        return (status, recorder)
    }

    @Test("the posts list prints the first ten titles and a hint for the next page")
    func printsPostsList() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "posts"], server: server)

        #expect(status == .success)
        #expect(output.out.hasPrefix("Posts — page 1\n"))
        #expect(output.out.contains("   1 Sunt aut facere repellat provident occaecati excepturi optio reprehenderit"))
        #expect(output.out.contains("  10 Optio molestias id quia eum"))
        #expect(!output.out.contains("  11 "))
        #expect(output.out.contains("More: strata open 'posts?page=2'"))
        #expect(output.err.isEmpty)
    }

    @Test("a post prints with its author and its five comments")
    func printsPostDetails() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "posts/1"], server: server)

        #expect(status == .success)
        #expect(output.out.contains("by Leanne Graham (@Bret)"))
        #expect(output.out.contains("5 comments"))
        for email in [
            "Eliseo@gardner.biz", "Jayne_Kuhic@sydney.com", "Nikita@garfield.biz", "Lew@alysha.tv", "Hayden@althea.biz",
        ] {
            #expect(output.out.contains("— \(email)"))
        }
    }

    @Test("--json prints the page's items as JSON")
    func printsJSON() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "posts?page=10", "--json"], server: server)

        #expect(status == .success)
        let document = try #require(JSONSerialization.jsonObject(with: Data(output.out.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? Int } == Array(91...100))
        #expect(document["hasNextPage"] as? Bool == false)
    }

    @Test("a missing post exits 1 and names it")
    func missingPost() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "posts/1000"], server: server)

        #expect(status == .failure)
        #expect(output.err == "strata: Post 1000 does not exist\n")
        #expect(output.out.isEmpty)
    }

    @Test("a failing server exits 1 with the status it returned")
    func failingServer() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(
            ["open", "posts", "--base-url", server.url("?_fault=status:503").absoluteString], server: nil)

        #expect(status == .failure)
        #expect(output.err == "strata: Server returned 503\n")
    }

    @Test("bad usage exits 2 with a message and a pointer to --help")
    func badUsage() async {
        let (status, output) = await run(["open", "posts", "--frobnicate"], server: nil)

        #expect(status == .usage)
        #expect(output.err == "strata: unknown option '--frobnicate'\nRun 'strata --help' for usage.\n")
    }
}
