import Foundation
import StrataTestSupport
import Testing

/// `strata open` as a script reads it, through the binary: every list names its items' ids, and a
/// list with more pages names the command that gets the next one.
@Suite("strata open for scripts", .serialized)
struct ScriptOutputTests {
    /// Runs the binary over the bundled snapshot, with no server and no store of the developer's.
    private func strata(_ arguments: String...) throws -> StrataProcess {
        try StrataProcess.run(arguments + ["--offline", "--db", ":memory:"], environment: [:])
    }

    @Test(
        "every text list starts each item's row with the id --json gives it",
        arguments: [
            ("posts", "posts"), ("users", "users"), ("users/2/todos", "todos"), ("posts/1/comments", "comments"),
            ("users/2/posts", "posts"), ("search/qui", "posts"),
        ]
    )
    func idsInLists(route: String, field: String) throws {
        let json = try strata("open", route, "--json")
        let text = try strata("open", route)

        let document = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        let items = try #require(document?[field] as? [[String: Any]], "\(json.out.prefix(300))")
        let ids = items.compactMap { $0["id"] as? Int }
        // An item's row: its id right-aligned, two spaces, its text. A header such as "8 of 20 done" is not one.
        let rowIDs = text.out.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: /( *)(\d+)  \S.*/).flatMap { Int($0.2) }
        }
        #expect(text.status == 0, "\(text.err)")
        #expect(!ids.isEmpty)
        #expect(rowIDs == ids, "\(text.out.prefix(400))")
    }

    @Test("a list with more pages ends with the command that gets the next one, and that command gets it")
    func nextPageCommand() throws {
        let first = try strata("open", "posts")

        let last = try #require(first.out.split(separator: "\n").last.map(String.init))
        #expect(last == "More on page 2: strata open 'posts?page=2'")
        let command = try #require(last.split(separator: ": ", maxSplits: 1).last)
        let next = try StrataProcess.runShell(
            #""$STRATA" "# + command.dropFirst("strata ".count) + " --offline --db :memory:", environment: [:])
        #expect(next.status == 0, "\(next.err)")
        #expect(next.out.contains("Posts 11–20 of 100"), "\(next.out.prefix(200))")
    }
}
