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
        var environment = ["STRATA_DB": ":memory:"]
        if let server { environment["STRATA_BASE_URL"] = server.baseURL.absoluteString }
        let status = await StrataCommand.run(arguments: arguments, environment: environment, output: recorder.console)
        return (status, recorder)
    }

    @Test("the posts list prints the first ten titles and a hint for the next page")
    func printsPostsList() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "posts"], server: server)

        #expect(status == .success)
        #expect(
            output.out.hasPrefix(
                """
                Posts

                10 posts from page 1
                #1 Sunt aut facere repellat provident occaecati excepturi optio reprehenderit
                    Quia et suscipit
                #2 Qui est esse

                """
            )
        )
        #expect(output.out.contains("#10 Optio molestias id quia eum"))
        #expect(!output.out.contains("#11 "))
        #expect(output.out.hasSuffix("More on page 2\nNext: strata open 'posts?page=2'\n"))
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

    @Test("a user's profile shows contact, address with coordinates, and company")
    func printsProfile() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "users/1"], server: server)

        #expect(status == .success)
        #expect(output.out.contains("Leanne Graham (@Bret)"))
        #expect(output.out.contains("Address   Apt. 556, Kulas Light, Gwenborough 92998-3874"))
        #expect(output.out.contains("Location  -37.3159, 81.1496"))
        #expect(output.out.contains("Company   Romaguera-Crona"))
        #expect(!output.out.contains("Open posts"))
    }

    @Test("a user's todos print as JSON with every item")
    func printsTodosJSON() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "users/1/todos", "--json"], server: server)

        #expect(status == .success)
        let document = try #require(JSONSerialization.jsonObject(with: Data(output.out.utf8)) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 20)
        #expect(items.first?["title"] as? String == "delectus aut autem")
        #expect(items.filter { $0["isCompleted"] as? Bool == true }.count == 11)
    }

    @Test("search prints the matching posts")
    func printsSearch() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "search/qui"], server: server)

        #expect(status == .success)
        #expect(output.out.contains("Query: qui"))
        #expect(output.out.contains("89 posts"))
        #expect(output.out.contains("#2 Qui est esse"))
    }

    @Test("a post's comments print with their authors")
    func printsComments() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (status, output) = await run(["open", "posts/1/comments"], server: server)

        #expect(status == .success)
        #expect(output.out.hasPrefix("Comments on post 1\n\nId labore ex et quam laborum — Eliseo@gardner.biz\n"))
        #expect(output.out.components(separatedBy: "@").count - 1 == 5)
    }

    @Test("todos need a user: without --user it is a usage error, with it the list prints")
    func todosNeedUser() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let (withoutUser, refusal) = await run(["open", "todos"], server: server)
        let (withUser, list) = await run(["open", "todos", "--user", "2"], server: server)
        let (unknownUser, unknown) = await run(["open", "todos", "--user", "99"], server: server)

        #expect(withoutUser == .usage)
        #expect(refusal.err == "strata: 'open todos' needs --user ID, the user whose todos to show\n")
        #expect(withUser == .success)
        #expect(list.out.hasPrefix("My todos\n\n8 of 20 done · showing all\n"))
        #expect(unknownUser == .usage)
        #expect(unknown.err == "strata: User 99 does not exist\n")
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

    @Test("a failing server with nothing stored exits 1 with the status it returned")
    func failingServer() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let failing = server.url("?_fault=status:503").absoluteString

        let (status, output) = await run(["open", "posts/1000", "--base-url", failing], server: nil)

        #expect(status == .failure)
        #expect(output.err == "strata: Server returned 503\n")
    }

    @Test("a failing server with data stored prints it, and says on stderr that it is offline")
    func failingServerWithStoredData() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let failing = server.url("?_fault=status:503").absoluteString

        let (status, output) = await run(["open", "posts", "--base-url", failing], server: nil)

        #expect(status == .success)
        #expect(output.out.contains("#1 Sunt aut facere"))
        #expect(output.err == "strata: Offline — showing the bundled snapshot (Server returned 503)\n")
    }

    @Test("bad usage exits 2 with a message and a pointer to --help")
    func badUsage() async {
        let (status, output) = await run(["open", "posts", "--frobnicate"], server: nil)

        #expect(status == .usage)
        #expect(output.err == "strata: unknown option '--frobnicate'\nRun 'strata --help' for usage.\n")
    }
}
