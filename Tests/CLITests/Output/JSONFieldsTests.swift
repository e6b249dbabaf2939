import Foundation
import StrataTestSupport
import Testing

/// `--json FIELDS` through the binary: the fields a command advertises are exactly the keys its whole
/// document carries for what it lists, and asking for some prints those, with the same values, and no more.
@Suite("--json FIELDS", .serialized)
struct JSONFieldsTests {
    /// A command, and where its whole document (`--json`) holds the items `--json FIELDS` picks from:
    /// a list's key, or a single entity's.
    private static let subjects: [(arguments: [String], key: String)] = [
        (["open", "posts"], "posts"), (["open", "posts?page=3"], "posts"), (["open", "posts/1"], "post"),
        (["open", "posts/3/comments"], "comments"), (["open", "search/qui"], "posts"), (["open", "users"], "users"),
        (["open", "users/2"], "user"), (["open", "users/2/posts"], "posts"), (["open", "users/2/todos"], "todos"),
        (["open", "todos", "--user", "3"], "todos"), (["todos", "list", "--user", "1"], "todos"),
    ]

    private func strata(_ arguments: [String]) throws -> StrataProcess {
        try StrataProcess.run(arguments + ["--offline", "--db", ":memory:"], environment: [:])
    }

    /// The fields the binary names when refused one it does not have: "The fields of a post: id, …".
    private func advertisedFields(_ arguments: [String]) throws -> [String] {
        let refused = try strata(arguments + ["--json=no-such-field"])
        #expect(refused.status == 2, "\(refused.err)")
        let line = try #require(refused.err.split(separator: "\n").first { $0.hasPrefix("The fields of ") })
        return try #require(line.split(separator: ": ", maxSplits: 1).last).split(separator: ", ").map(String.init)
    }

    /// What the whole document holds at `key`: a list's items, or the one entity.
    private func part(of run: StrataProcess, at key: String) throws -> Any {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        return try #require(document[key], "\(run.out.prefix(300))")
    }

    /// The objects of a part: each item of a list, or the one entity.
    private func objects(_ part: Any) -> [[String: Any]] {
        (part as? [[String: Any]]) ?? [part as? [String: Any]].compactMap { $0 }
    }

    /// The part with only `fields` kept in each object, in the shape `--json FIELDS` prints it.
    private func keeping(_ fields: [String], of part: Any) -> Any {
        let kept = objects(part).map { $0.filter { fields.contains($0.key) } }
        return part is [Any] ? kept : kept[0]
    }

    @Test("the fields a command advertises are exactly the keys of every item its whole document carries")
    func advertisedAreTheDocumentsKeys() throws {
        for (arguments, key) in Self.subjects {
            let advertised = try advertisedFields(arguments)
            let whole = try strata(arguments + ["--json"])
            let items = objects(try part(of: whole, at: key))

            #expect(whole.status == 0, "\(arguments): \(whole.err)")
            #expect(!items.isEmpty, "\(arguments)")
            for item in items {
                #expect(Set(item.keys) == Set(advertised), "\(arguments): \(item.keys.sorted()) vs \(advertised)")
            }
            #expect(advertised.count == Set(advertised).count, "\(arguments): each field once")
        }
    }

    @Test("every advertised field asked for prints each item whole; two of them print those alone, same values")
    func selectionKeepsValues() throws {
        for (arguments, key) in Self.subjects {
            let advertised = try advertisedFields(arguments)
            let whole = try part(of: try strata(arguments + ["--json"]), at: key)
            let firstAndLast = [advertised[0], advertised[advertised.count - 1]]

            let all = try strata(arguments + ["--json", advertised.joined(separator: ",")])
            let some = try strata(arguments + ["--json", firstAndLast.joined(separator: ",")])

            #expect(all.status == 0 && some.status == 0, "\(arguments): \(all.err) \(some.err)")
            #expect(Self.equal(try JSONSerialization.jsonObject(with: Data(all.out.utf8)), whole), "\(arguments)")
            #expect(
                Self.equal(
                    try JSONSerialization.jsonObject(with: Data(some.out.utf8)), keeping(firstAndLast, of: whole)),
                "\(arguments): \(some.out.prefix(300))")
        }
    }

    private static func equal(_ actual: Any, _ expected: Any) -> Bool {
        switch (actual, expected) {
        case (let actual as [Any], let expected as [Any]): NSArray(array: actual).isEqual(to: expected)
        case (let actual as [String: Any], let expected as [String: Any]):
            NSDictionary(dictionary: actual).isEqual(to: expected)
        default: false
        }
    }
}
