import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

@Suite("Containers")
struct ContainerTests {
    struct Probe: Decodable, Equatable {
        var keys: [String] = []
        var containsA = false
        var containsMissing = false
        var aIsNil = false
        var nIsNil = false
        var optionalMissing: Int?
        var optionalNull: String?
        var nested: [Int] = []
        var nestedObject: String = ""

        enum Keys: String, CodingKey { case a, n, missing, list, object, inner }

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            keys = container.allKeys.map(\.stringValue).sorted()
            containsA = container.contains(.a)
            containsMissing = container.contains(.missing)
            aIsNil = try container.decodeNil(forKey: .a)
            nIsNil = try container.decodeNil(forKey: .n)
            optionalMissing = try container.decodeIfPresent(Int.self, forKey: .missing)
            optionalNull = try container.decodeIfPresent(String.self, forKey: .n)
            var list = try container.nestedUnkeyedContainer(forKey: .list)
            while !list.isAtEnd { nested.append(try list.decode(Int.self)) }
            let object = try container.nestedContainer(keyedBy: Keys.self, forKey: .object)
            nestedObject = try object.decode(String.self, forKey: .inner)
        }
    }

    static let probeJSON = #"{"a": 1, "n": null, "list": [1, 2, 3], "object": {"inner": "x"}, "unknown": true}"#

    @Test("keyed containers answer allKeys, contains, decodeNil, decodeIfPresent and nesting like Foundation")
    func keyedContainer() throws {
        let actual = try strata(Probe.self, Self.probeJSON)
        #expect(actual == (try foundation(Probe.self, Self.probeJSON)))
        #expect(actual.keys == ["a", "list", "n", "object"])
        #expect(actual.containsA && !actual.containsMissing && !actual.aIsNil && actual.nIsNil)
        #expect(actual.nested == [1, 2, 3] && actual.nestedObject == "x")
    }

    struct Sequence: Decodable, Equatable {
        var count: Int?
        var indices: [Int] = []
        var values: [String] = []
        var nils = 0
        var endError: String?

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            count = container.count
            while !container.isAtEnd {
                indices.append(container.currentIndex)
                if try container.decodeNil() {
                    nils += 1
                    continue
                }
                if let nested = try? container.nestedUnkeyedContainer() {
                    var inner = nested
                    values.append("[\(try inner.decode(Int.self))]")
                    continue
                }
                if let keyed = try? container.nestedContainer(keyedBy: StringKey.self) {
                    values.append("{\(try keyed.decode(Int.self, forKey: StringKey("k")))}")
                    continue
                }
                values.append(try container.decode(String.self))
            }
            endError = kindOf(caught { _ = try container.decode(Int.self) })
        }
    }

    @Test("unkeyed containers track count, currentIndex, isAtEnd, nil and nested containers")
    func unkeyedContainer() throws {
        let json = #"["a", null, [7], {"k": 8}, "b"]"#
        let actual = try strata(Sequence.self, json)
        #expect(actual == (try foundation(Sequence.self, json)))
        #expect(actual.count == 5 && actual.indices == [0, 1, 2, 3, 4] && actual.nils == 1)
        #expect(actual.values == ["a", "[7]", "{8}", "b"] && actual.endError == "valueNotFound")
    }

    @Test("single-value containers decode scalars and whole values")
    func singleValueContainer() throws {
        struct Wrapper: Decodable, Equatable {
            let value: [Int]
            init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode([Int].self) }
        }
        #expect(try strata(Wrapper.self, "[1,2]").value == [1, 2])
        #expect(try strata([Int?].self, "[1,null]") == [1, nil])
        #expect(try strata(String.self, #""top""#) == "top")
    }

    class Base: Decodable {
        let id: Int
        enum Keys: CodingKey { case id }
        required init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .id)
        }
    }

    final class Derived: Base {
        let name: String
        let path: [String]
        let parentID: Int
        enum Keys: CodingKey { case name, parent }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            let parent = try container.superDecoder(forKey: .parent)
            path = parent.codingPath.map(\.stringValue)
            parentID = try Base(from: parent).id
            try super.init(from: container.superDecoder())
        }
    }

    @Test("superDecoder reads the super key, superDecoder(forKey:) reads the given key")
    func superDecoders() throws {
        let json = #"{"name": "n", "parent": {"id": 2}, "super": {"id": 1}}"#
        let value = try strata(Derived.self, json)
        #expect(value.id == 1 && value.parentID == 2 && value.name == "n" && value.path == ["parent"])
        let missing = caught { _ = try strata(Derived.self, #"{"name": "n", "parent": {"id": 2}}"#) }
        #expect(
            kindOf(missing)
                == kindOf(caught { _ = try foundation(Derived.self, #"{"name": "n", "parent": {"id": 2}}"#) }))
    }

    @Test("superDecoder in an unkeyed container consumes one element")
    func unkeyedSuperDecoder() throws {
        struct Pair: Decodable {
            let first: Int
            let second: Int
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                first = try Int(from: try container.superDecoder())
                second = try container.decode(Int.self)
            }
        }
        let pair = try strata(Pair.self, "[4, 5]")
        #expect(pair.first == 4 && pair.second == 5)
    }

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
