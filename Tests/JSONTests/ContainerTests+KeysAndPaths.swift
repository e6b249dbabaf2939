import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

/// Containers, continued: how keys are matched, and the coding paths decoders and containers report.
extension ContainerTests {
    @Test("dictionaries keep their keys verbatim and the first duplicate wins")
    func dictionaries() throws {
        #expect(try strata([String: Int].self, #"{"a": 1, "b_c": 2, "a": 3}"#) == ["a": 1, "b_c": 2])
        let snake = StrataJSONDecoder.configured(\.keyDecodingStrategy, .convertFromSnakeCase)
        #expect(try snake.decode([String: Int].self, from: Data(#"{"b_c": 2}"#.utf8)) == ["b_c": 2])
        #expect(try strata([String: [String: Bool]].self, #"{"x": {"y": true}}"#) == ["x": ["y": true]])
        #expect(
            try strata([Int: String].self, #"{"1": "one"}"#) == (try foundation([Int: String].self, #"{"1": "one"}"#)))
    }

    @Test("repeated keys resolve to the first occurrence like Foundation")
    func duplicateKeys() throws {
        struct One: Decodable, Equatable { let v: Int }
        #expect(try strata(One.self, #"{"v": 1, "v": 2}"#) == One(v: 1))
    }

    @Test("keys are matched in any order and with escapes")
    func keyOrderAndEscapes() throws {
        struct Three: Decodable, Equatable {
            let a: Int
            let b: Int
            let c: Int
        }
        #expect(try strata(Three.self, #"{"c": 3, "b": 2, "a": 1}"#) == Three(a: 1, b: 2, c: 3))
        #expect(try strata(Three.self, #"{"\u0061": 1, "b": 2, "\u0063": 3}"#) == Three(a: 1, b: 2, c: 3))
        #expect(try strata([Three].self, #"[{"a":1,"b":2,"c":3},{"c":6,"a":4,"b":5}]"#).map(\.b) == [2, 5])
    }

    @Test("keys compare as Swift strings, so canonically equivalent spellings match like Foundation")
    func canonicalEquivalence() throws {
        struct Accented: Decodable, Equatable {
            let value: Int
            enum CodingKeys: String, CodingKey { case value = "caf\u{E9}" }
        }
        let json = "{\"cafe\u{301}\": 1}"
        #expect(try strata(Accented.self, json) == (try foundation(Accented.self, json)))
    }

    @Test("userInfo reaches every Decodable")
    func userInfo() throws {
        struct Reader: Decodable {
            let seen: String?
            static let key = CodingUserInfoKey(rawValue: "flavour")!
            init(from decoder: any Decoder) throws { seen = decoder.userInfo[Self.key] as? String }
        }
        let decoder = StrataJSONDecoder.configured(\.userInfo, [Reader.key: "vanilla"])
        #expect(try decoder.decode([Reader].self, from: Data("[1]".utf8)).first?.seen == "vanilla")
    }

    @Test("the decoder's codingPath follows nested values")
    func decoderCodingPath() throws {
        struct Leaf: Decodable {
            let path: [String]
            init(from decoder: any Decoder) throws { path = decoder.codingPath.map(\.stringValue) }
        }
        struct Root: Decodable { let items: [[String: Leaf]] }
        let root = try strata(Root.self, #"{"items": [{"x": 1}, {"y": 2}]}"#)
        #expect(root.items[1]["y"]?.path == ["items", "Index 1", "y"])
    }

    @Test("nested containers keep their own coding paths even when used out of order")
    func interleavedNestedContainers() throws {
        struct Pair: Decodable {
            let aPath: [String]
            let errorPath: [String]?
            enum Keys: CodingKey { case a, b, x }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                let a = try container.nestedContainer(keyedBy: Keys.self, forKey: .a)
                let b = try container.nestedContainer(keyedBy: Keys.self, forKey: .b)
                _ = try b.decode(Int.self, forKey: .x)
                aPath = a.codingPath.map(\.stringValue)
                errorPath = pathOf(caught { _ = try a.decode(String.self, forKey: .x) })
            }
        }
        let pair = try strata(Pair.self, #"{"a": {"x": 1}, "b": {"x": 2}}"#)
        #expect(pair.aPath == ["a"] && pair.errorPath == ["a", "x"])
    }

    @Test("coding paths deeper than the first sixteen levels match Foundation")
    func deepCodingPaths() {
        struct Level: Decodable {
            let children: [Level]
            init(from decoder: any Decoder) throws {
                children = try decoder.singleValueContainer().decode([Level].self)
            }
        }
        let json = String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
        let expected = caught { _ = try foundation(Level.self, json) }
        let actual = caught { _ = try strata(Level.self, json) }
        #expect(kindOf(actual) == kindOf(expected) && kindOf(actual) == "typeMismatch")
        #expect(pathOf(actual) == pathOf(expected) && pathOf(actual)?.count == 40)
    }

    @Test("objects whose keys come in a different order than declared decode correctly")
    func shuffledKeysAcrossManyObjects() throws {
        struct Item: Decodable, Equatable {
            let a: Int
            let b: String
            let c: Bool
            let d: [Int]
        }
        var rng = SplitMix64(state: 3)
        var members = [#""a": 1"#, #""b": "x""#, #""c": true"#, #""d": [1, 2]"#]
        var objects: [String] = []
        for _ in 0..<200 {
            for i in members.indices.reversed() { members.swapAt(i, rng.int(0...i)) }
            objects.append("{" + members.joined(separator: ",") + "}")
        }
        let json = "[" + objects.joined(separator: ",") + "]"
        #expect(try strata([Item].self, json) == (try foundation([Item].self, json)))
    }

    @Test("one object read through several key types, and key types shared across levels, decode like Foundation")
    func severalKeyTypesPerDocument() throws {
        struct Node: Decodable, Equatable {
            let name: String
            let nickname: String?
            let children: [Node]

            enum Names: String, CodingKey { case name }
            enum Nicknames: String, CodingKey {
                case unused
                case nickname = "nick"
            }
            enum Tree: String, CodingKey { case children }

            init(from decoder: any Decoder) throws {
                name = try decoder.container(keyedBy: Names.self).decode(String.self, forKey: .name)
                nickname = try decoder.container(keyedBy: Nicknames.self).decodeIfPresent(
                    String.self, forKey: .nickname)
                children =
                    try decoder.container(keyedBy: Tree.self).decodeIfPresent([Node].self, forKey: .children) ?? []
            }
        }
        let json = #"""
            {"name": "root", "nick": "r", "children": [
                {"name": "a", "children": [{"name": "a1", "nick": "deep"}]}, {"name": "b", "nick": "bee"}]}
            """#
        let tree = try strata(Node.self, json)
        #expect(tree == (try foundation(Node.self, json)))
        #expect(tree.children.map(\.nickname) == [nil, "bee"])
        #expect(tree.children.first?.children.first?.nickname == "deep")
    }

    @Test("a document's factory cache gives each key type its own factory, the same one every time")
    func factoriesAreCachedPerKeyType() {
        enum First: CodingKey { case a }
        enum Second: CodingKey { case a }
        var factories = KeyedContainerFactories()
        let first = factories.factory(for: First.self)
        #expect(factories.factory(for: First.self) === first)
        #expect(factories.factory(for: Second.self) !== factories.factory(for: First.self) as AnyObject)
    }
}
