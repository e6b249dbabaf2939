import Foundation
import Testing

@testable import StrataJSON

/// Arrays are decoded straight into their storage, and an element's coding path records its index as
/// an integer until a path is asked for. Paths through any mix of arrays and objects must read as with
/// Foundation, and an element that throws must leave every element before it released.
@Suite("Arrays decoded in place")
struct ArrayDecodingTests {
    @Test(
        "errors inside nested arrays and objects name Foundation's coding path",
        arguments: [
            #"[[{"a": [1, "x"]}]]"#, #"[{"a": [[0, 1], [2, "x"]]}]"#, #"{"k": [[], [{"a": [3, 4, "x"]}]]}"#,
            #"[[[[["x"]]]]]"#, #"[{"a": {"b": [1, 2, 3, null]}}]"#, #"{"k": [{"a": []}, {"a": [true]}]}"#,
        ])
    func errorPaths(json: String) {
        let strataError = caught { _ = try strata(JSONValueOfInts.self, json) }
        let foundationError = caught { _ = try foundation(JSONValueOfInts.self, json) }
        #expect(strataError != nil)
        #expect(kindOf(strataError) == kindOf(foundationError))
        #expect(pathOf(strataError) == pathOf(foundationError))
    }

    /// Any nesting of arrays and string-keyed objects whose leaves must be integers.
    enum JSONValueOfInts: Decodable {
        case int(Int)
        case array([JSONValueOfInts])
        case object([String: JSONValueOfInts])

        init(from decoder: any Decoder) throws {
            if var container = try? decoder.unkeyedContainer() {
                var elements: [JSONValueOfInts] = []
                while !container.isAtEnd { elements.append(try container.decode(JSONValueOfInts.self)) }
                self = .array(elements)
            } else if let object = try? decoder.singleValueContainer().decode([String: JSONValueOfInts].self) {
                self = .object(object)
            } else {
                self = .int(try decoder.singleValueContainer().decode(Int.self))
            }
        }
    }

    struct Leaf: Decodable {
        let id: Int
    }

    @Test("typed arrays of arrays of objects report the failing element's path")
    func typedPaths() {
        for json in [
            #"[[{"id": 1}], [{"id": 2}, {"id": "3"}]]"#, #"[[{"id": 1}, {}]]"#, #"[[], [], [{"id": null}]]"#,
        ] {
            let strataError = caught { _ = try strata([[Leaf]].self, json) }
            let foundationError = caught { _ = try foundation([[Leaf]].self, json) }
            #expect(kindOf(strataError) == kindOf(foundationError), "\(json)")
            #expect(pathOf(strataError) == pathOf(foundationError), "\(json)")
        }
    }

    /// Counts live instances, so a test can tell that a failed array released its elements.
    final class Census: @unchecked Sendable {
        // @unchecked is safe: `live` is read and written only under `lock`.
        private let lock = NSLock()
        private var live = 0
        var count: Int { lock.withLock { live } }
        func add(_ delta: Int) { lock.withLock { live += delta } }
        static let key = CodingUserInfoKey(rawValue: "census")!
    }

    final class Tracked: Decodable {
        let census: Census
        let value: Int
        init(from decoder: any Decoder) throws {
            census = decoder.userInfo[Census.key] as! Census
            value = try decoder.singleValueContainer().decode(Int.self)
            census.add(1)
        }
        deinit { census.add(-1) }
    }

    @Test("an element that throws releases the elements decoded before it, at any position")
    func failedArraysReleaseTheirElements() throws {
        let census = Census()
        let decoder = StrataJSONDecoder()
        decoder.userInfo = [Census.key: census]
        for failing in 0..<6 {
            let elements = (0..<6).map { $0 == failing ? #""bad""# : "\($0)" }
            let json = "[" + elements.joined(separator: ",") + "]"
            #expect(kindOf(caught { _ = try decoder.decode([Tracked].self, from: Data(json.utf8)) }) == "typeMismatch")
            #expect(census.count == 0)
        }
        let decoded = try decoder.decode([Tracked].self, from: Data("[1, 2, 3]".utf8))
        #expect(decoded.map(\.value) == [1, 2, 3] && census.count == 3)
    }

    struct Collections: Decodable, Equatable {
        let list: [Int]
        let set: Set<Int>
        let contiguous: ContiguousArray<Int>
        let nested: [[Int]]
        let map: [String: [Int]]
        let snakeMap: [String: Int]
    }

    @Test("arrays, sets and dictionaries of one document, decoded twice by one decoder, as with Foundation")
    func castsPerType() throws {
        let json = #"""
            {"list": [1, 2], "set": [3, 3, 4], "contiguous": [5], "nested": [[6], []],
             "map": {"a_b": [7]}, "snake_map": {"c_d": 8}}
            """#
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let strata = StrataJSONDecoder()
        strata.keyDecodingStrategy = .convertFromSnakeCase
        let expected = try foundation.decode(Collections.self, from: Data(json.utf8))
        for _ in 0..<2 {
            #expect(try strata.decode(Collections.self, from: Data(json.utf8)) == expected)
            #expect(try strata.decode([Set<Int>].self, from: Data("[[1, 1], [2]]".utf8)) == [[1], [2]])
        }
        #expect(expected.snakeMap == ["c_d": 8] && expected.map == ["a_b": [7]])
    }
}
