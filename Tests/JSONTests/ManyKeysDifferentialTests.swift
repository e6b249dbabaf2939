import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

/// Documents shaped like real API responses (objects with many keys, most of them optional or
/// unread, nested several levels, lists inside objects) decode to what Foundation decodes: they
/// exercise the keyed containers handed out again per key type and level (`SpareContainers`,
/// `ContainerUnboxer`) and the arrays decoded in one loop (`DecodableArray`).
@Suite("Many keys and optionals, differential against Foundation")
struct ManyKeysDifferentialTests {
    struct Account: Decodable, Equatable {
        let login: String
        let id: Int
        let htmlURL: String?
        let isAdmin: Bool

        // Not in document order, so lookups miss the hint and scan.
        enum CodingKeys: String, CodingKey {
            case id
            case isAdmin = "site_admin"
            case login
            case htmlURL = "html_url"
        }
    }

    struct Tag: Decodable, Equatable {
        let name: String
        let note: String?
    }

    struct Record: Decodable, Equatable {
        let url: String
        let number: Int
        let title: String?
        let owner: Account
        let helpers: [Account]
        let tags: [Tag]
        let scores: [[Int]]
        let flags: [Bool?]
        let reviewer: Account?
        let draft: Bool?
        let body: String?
        let counts: [String: Int]

        enum CodingKeys: String, CodingKey {
            case draft, body, counts, number, url, title, owner, helpers, tags, scores, flags, reviewer
        }
    }

    /// An account object: every key present, in document order, with unread fields between them and a
    /// key spelled with a `\u` escape that Foundation unescapes before comparing.
    private static func account(_ rng: inout SplitMix64) -> String {
        var members = [
            #""login": "\#(rng.pick(["octocat", "zoë", "j.smith"]))""#,
            #""node_id": "MDQ6\#(rng.int(0...999))""#,
            #""id": \#(rng.int(1...9_999))"#,
            #""gravatar_id": """#,
        ]
        if rng.chance(70) {
            let key = rng.chance(30) ? #"html\u005furl"# : "html_url"
            members.append(
                rng.chance(20) ? #""\#(key)": null"# : #""\#(key)": "https://example.com/\#(rng.int(0...99))""#)
        }
        members.append(#""site_admin": \#(rng.chance(10))"#)
        members.append(#""type": "User""#)
        return "{" + members.joined(separator: ", ") + "}"
    }

    private static func record(_ rng: inout SplitMix64) -> String {
        var members = [
            #""url": "https://api.example.com/\#(rng.int(0...999))""#,
            #""repository_url": "https://api.example.com""#,
            #""number": \#(rng.int(1...5_000))"#,
        ]
        if rng.chance(80) {
            members.append(rng.chance(20) ? #""title": null"# : #""title": "t\u00e9st \#(rng.int(0...9))""#)
        }
        members.append(#""owner": \#(account(&rng))"#)
        let helpers = (0..<rng.int(0...3)).map { _ in account(&rng) }
        members.append(#""helpers": [\#(helpers.joined(separator: ", "))]"#)
        let tags = (0..<rng.int(0...2)).map { _ in
            rng.chance(50) ? #"{"name": "bug", "color": "f00", "note": null}"# : #"{"note": "n", "name": "help"}"#
        }
        members.append(#""tags": [\#(tags.joined(separator: ", "))]"#)
        let scores = (0..<rng.int(0...2)).map { _ in
            "[" + (0..<rng.int(0...3)).map { String($0) }.joined(separator: ",") + "]"
        }
        members.append(#""scores": [\#(scores.joined(separator: ", "))]"#)
        let flags = (0..<rng.int(0...70)).map { _ in rng.pick(["true", "false", "null"]) }
        members.append(#""flags": [\#(flags.joined(separator: ","))]"#)
        members.append(rng.chance(50) ? #""reviewer": null"# : #""reviewer": \#(account(&rng))"#)
        if rng.chance(25) { members.append(#""draft": \#(rng.chance(50))"#) }
        if rng.chance(60) { members.append(#""body": "line\r\nline \"quoted\" \ud83d\ude00""#) }
        members.append(#""counts": {"+1": \#(rng.int(0...5)), "-1": 0, "eyes": \#(rng.int(0...2))}"#)
        members.append(#""performed_via_github_app": null"#)
        // A repeat of an unread key, and of a read key after every key the DTO reads: the first wins.
        members.append(#""repository_url": "again""#)
        members.append(#""state_reason": null"#)
        members.append(#""url": "repeated""#)
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test("300 random lists of GitHub-style records decode to the same DTOs")
    func randomRecords() throws {
        var rng = SplitMix64(state: 0x15_5E5)
        let strata = StrataJSONDecoder()
        for _ in 0..<300 {
            let json = "[" + (0..<rng.int(0...6)).map { _ in Self.record(&rng) }.joined(separator: ",\n  ") + "]"
            let data = Data(json.utf8)
            let expected = try JSONDecoder().decode([Record].self, from: data)
            // One decoder for all of them, so containers and arrays are reused across documents too.
            #expect(try strata.decode([Record].self, from: data) == expected, "\(json)")
        }
    }

    /// A chain of objects nested deeper than the decoder pool's first sixteen levels.
    final class Chain: Decodable, Equatable {
        let depth: Int
        let next: Chain?
        let items: [Int]?

        static func == (lhs: Chain, rhs: Chain) -> Bool {
            lhs.depth == rhs.depth && lhs.next == rhs.next && lhs.items == rhs.items
        }
    }

    @Test("objects nested 60 deep, with optionals and lists at every level, decode alike")
    func deepNesting() throws {
        var json = "null"
        for depth in (0..<60).reversed() {
            let items = depth.isMultiple(of: 3) ? "" : #", "items": [\#(depth), \#(depth + 1)]"#
            json = #"{"unread": {"a": [1, {"b": 2}]}, "next": \#(json), "depth": \#(depth)\#(items)}"#
        }
        let data = Data(json.utf8)
        #expect(try StrataJSONDecoder().decode(Chain.self, from: data) == JSONDecoder().decode(Chain.self, from: data))
    }

    /// Six key types at one level, more than the level has spare slots for, so spares are evicted and
    /// filed again under other key types.
    enum Shape: Decodable, Equatable {
        case a(Int)
        case b(Int)
        case c(Int)
        case d(Int)
        case e(Int)
        case f(Int)

        enum Kind: String, CodingKey { case kind }
        enum A: String, CodingKey { case a }
        enum B: String, CodingKey { case b }
        enum C: String, CodingKey { case c }
        enum D: String, CodingKey { case d }
        enum E: String, CodingKey { case e }
        enum F: String, CodingKey { case f }

        init(from decoder: any Decoder) throws {
            let kind = try decoder.container(keyedBy: Kind.self).decode(String.self, forKey: .kind)
            switch kind {
            case "a": self = .a(try decoder.container(keyedBy: A.self).decode(Int.self, forKey: .a))
            case "b": self = .b(try decoder.container(keyedBy: B.self).decode(Int.self, forKey: .b))
            case "c": self = .c(try decoder.container(keyedBy: C.self).decode(Int.self, forKey: .c))
            case "d": self = .d(try decoder.container(keyedBy: D.self).decode(Int.self, forKey: .d))
            case "e": self = .e(try decoder.container(keyedBy: E.self).decode(Int.self, forKey: .e))
            default: self = .f(try decoder.container(keyedBy: F.self).decode(Int.self, forKey: .f))
            }
        }
    }

    @Test("objects read through many key types at one level each get a container of their own key type")
    func manyKeyTypesAtOneLevel() throws {
        var rng = SplitMix64(state: 0x5A4E)
        let objects = (0..<200).map { _ in
            let kind = rng.pick(["a", "b", "c", "d", "e", "f"])
            return #"{"kind": "\#(kind)", "\#(kind)": \#(rng.int(0...99)), "x": 0}"#
        }
        let data = Data(("[" + objects.joined(separator: ",") + "]").utf8)
        let strata = StrataJSONDecoder()
        let expected = try JSONDecoder().decode(
            [[Shape]].self, from: Data("[\(String(decoding: data, as: UTF8.self))]".utf8))
        #expect(try strata.decode([Shape].self, from: data) == expected[0])
        #expect(
            try strata.decode([[Shape]].self, from: Data("[\(String(decoding: data, as: UTF8.self))]".utf8)) == expected
        )
    }

    @Test("lists of every shape decode alike: empty, of optionals, of lists, long and short")
    func arrays() throws {
        let strata = StrataJSONDecoder()
        let long = "[" + (0..<100).map(String.init).joined(separator: ",") + "]"
        for json in ["[]", "[null, 1, null]", long] {
            let data = Data(json.utf8)
            #expect(try strata.decode([Int?].self, from: data) == JSONDecoder().decode([Int?].self, from: data))
        }
        for json in ["[]", "[[]]", "[[], [1], [1, 2]]", "[[null], [], [3]]", "[\(long), [], \(long)]"] {
            let data = Data(json.utf8)
            #expect(try strata.decode([[Int?]].self, from: data) == JSONDecoder().decode([[Int?]].self, from: data))
        }
    }
}
