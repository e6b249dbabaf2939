import Foundation
import StrataTestSupport
import Testing

/// How `--json` is given, as a script would type it: alone for the whole document wherever it stands,
/// with fields after it or after '=', and refused with the fields there are when one is not there.
@Suite("--json forms", .serialized)
struct JSONFieldFormsTests {
    private func strata(_ arguments: String...) throws -> StrataProcess {
        try StrataProcess.run(arguments + ["--offline", "--db", ":memory:"], environment: [:])
    }

    @Test("--json alone, before or after the route, prints the whole document, paging included")
    func aloneIsWhole() throws {
        for run in [try strata("open", "posts", "--json"), try strata("open", "--json", "posts")] {
            let document = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]

            #expect(run.status == 0, "\(run.err)")
            #expect(document?["screen"] as? String == "posts")
            #expect(document?["nextPage"] as? Int == 2)
        }
    }

    @Test("fields after --json, after '=', or before the route print the same array of id and title")
    func fieldForms() throws {
        let runs = [
            try strata("open", "posts", "--json", "id,title"), try strata("open", "posts", "--json=id,title"),
            try strata("open", "--json", "id,title", "posts"),
        ]

        let first = try #require(try JSONSerialization.jsonObject(with: Data(runs[0].out.utf8)) as? [[String: Any]])
        #expect(first.count == 10)
        #expect(first.first?["id"] as? Int == 1)
        #expect(first.allSatisfy { Set($0.keys) == ["id", "title"] })
        for run in runs {
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out == runs[0].out)
        }
    }

    @Test("a todos change prints the todo's fields; the word after --json is the title when the command takes one")
    func todosChange() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fields-\(UUID()).sqlite3")
        defer { try? FileManager.default.removeItem(at: store) }
        func todos(_ arguments: String...) throws -> StrataProcess {
            try StrataProcess.run(["todos"] + arguments + ["--offline", "--db", store.path], environment: [:])
        }

        let picked = try todos("add", "--user", "1", "--json", "title,completed", "Buy milk")
        let titled = try todos("add", "--user", "1", "--json", "title")

        #expect(picked.status == 0, "\(picked.err)")
        #expect(picked.out == #"{"completed":false,"title":"Buy milk"}"# + "\n")
        let whole = try JSONSerialization.jsonObject(with: Data(titled.out.utf8)) as? [String: Any]
        #expect((whole?["todo"] as? [String: Any])?["title"] as? String == "title", "\(titled.out)")
        #expect(whole?["command"] as? String == "add")
    }

    @Test("sync --json FIELDS picks fields of its report, which are the keys of the whole report")
    func syncFields() throws {
        let server = try TestServer.start()
        defer { server.stop() }
        func sync(_ arguments: String...) throws -> StrataProcess {
            try StrataProcess.run(
                ["sync", "--db", ":memory:", "--base-url", server.baseURL.absoluteString] + arguments, environment: [:])
        }

        let refused = try sync("--json", "sennt")
        let whole = try sync("--json")
        let picked = try sync("--json", "outcome,sent")

        let report = ["schema", "command", "outcome", "sent", "pending", "rejected", "stopped"]
        let advertised = try #require(refused.err.split(separator: "\n").first { $0.hasPrefix("The fields of ") })
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(whole.out.utf8)) as? [String: Any]).keys
        #expect(refused.status == 2)
        #expect(
            refused.err.hasPrefix("strata: --json: unknown field 'sennt' — did you mean 'sent'?\n"), "\(refused.err)")
        #expect(advertised == "The fields of the sync report: \(report.joined(separator: ", "))")
        #expect(Set(keys) == Set(report))
        #expect(picked.out == #"{"outcome":"finished","sent":0}"# + "\n", "\(picked.err)")
    }

    @Test("an unknown field is bad usage, exit 2: named, with a likely typo and the route's fields, and no output")
    func unknownField() throws {
        let typo = try strata("open", "posts", "--json", "id,titel")
        let empty = try strata("open", "users/2", "--json=")

        #expect(typo.status == 2)
        #expect(typo.out.isEmpty)
        #expect(
            typo.err == """
                strata: --json: unknown field 'titel' — did you mean 'title'?
                The fields of a post: id, userId, title, body
                Run 'strata help open' for usage.

                """)
        #expect(empty.status == 2)
        #expect(empty.err.hasPrefix("strata: --json: no field named;"), "\(empty.err)")
        #expect(empty.err.contains("The fields of a user: id, name, username, email, phone, website, address, company"))
    }
}
