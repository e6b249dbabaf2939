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
}
