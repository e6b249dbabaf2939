import Foundation
import StrataPresentation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// `strata open` in process: what it prints, on which stream, and the exit status, against the local
/// test server and a server that serves only posts.
@MainActor
@Suite("strata open", .serialized)
struct OpenCommandTests {
    @Test("the posts list says which posts it shows, of how many, and where the next page is")
    func postsList() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = await strata("open", "posts?page=2", "--base-url", server.baseURL.absoluteString)

        #expect(run.status == .success)
        #expect(run.out.contains("Posts 11–20 of 100"))
        #expect(run.out.contains("More on page 3"))
        #expect(run.err.isEmpty)
    }

    @Test("a post prints with its author and its five comments")
    func post() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = await strata("open", "posts/1", "--base-url", server.baseURL.absoluteString)

        #expect(run.status == .success)
        #expect(run.out.contains("by Leanne Graham (@Bret)"))
        #expect(run.out.contains("5 comments"))
    }

    /// The rule: a route that names something by id shows it or says it does not exist, never an
    /// empty screen, although a server answers `[]` for the list of something it does not have. Every
    /// registered form with an id is tried, so a new screen is held to it too.
    @Test(
        "every route naming something by id exits 1 and says when it does not exist",
        arguments: Route.forms.filter { $0.split(separator: "/").contains("ID") }
    )
    func missing(form: String) async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let route = form.replacingOccurrences(of: "ID", with: "99999")

        let run = await strata("open", route, "--db", ":memory:", "--base-url", server.baseURL.absoluteString)

        #expect(run.status == .failure, "\(route): \(run.out)")
        let kind = form.split(separator: "/")[0].dropLast().capitalized
        #expect(run.err.contains("\(kind) 99999 does not exist"), "\(route): \(run.err)")
        #expect(run.out.isEmpty)
    }

    @Test("empty profile fields are left out instead of printed blank")
    func emptyFieldsLeftOut() async throws {
        let run = await strata("open", "users/1", "--offline")

        #expect(run.status == .success)
        #expect(run.out.contains("Address   Apt. 556, Kulas Light, Gwenborough 92998-3874"))
        #expect(!run.out.contains(", ,"))
    }

    /// Proved by what was sent, not by how long it took: the post and its comments hang and use up the
    /// screen's deadline, so the author, asked only once the post failed, must never be sent. With a
    /// deadline per request it would be, and the screen would take the timeout twice.
    @Test("--timeout bounds the whole screen, not each of its requests")
    func timeoutBoundsTheScreen() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let key = "screen-\(UUID().uuidString)"

        let run = await strata(
            "open", "posts/1", "--timeout", "3", "--db", ":memory:", "--base-url",
            server.url("?_fault=hang&_key=\(key)").absoluteString)

        #expect(run.status == .success, "the stored copy is shown: \(run.err)")
        #expect(run.err.contains("Offline"))
        // The two first requests may end before a busy server has read them; a third was never sent.
        #expect(try await server.requestCount(key: key) <= 2)
    }
}
