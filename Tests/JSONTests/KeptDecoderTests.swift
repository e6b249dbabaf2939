import Foundation
import Testing

@testable import StrataJSON

/// Swift lets a `Decodable` keep its `Decoder` or a container after `init(from:)` returns; a drop-in
/// replacement for `JSONDecoder` must stay memory-safe then, and here it also stays correct.
@Suite("Decoders and containers kept after init(from:)")
struct KeptDecoderTests {
    enum Keys: String, CodingKey { case x, items, inner, name }

    /// Keeps the decoder it was given.
    final class KeepsDecoder: Decodable {
        let decoder: any Decoder
        init(from decoder: any Decoder) throws { self.decoder = decoder }

        func x() throws -> Int { try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .x) }
    }

    /// Keeps a keyed, an unkeyed and a single-value container of its value.
    final class KeepsContainers: Decodable {
        let keyed: KeyedDecodingContainer<Keys>
        var items: any UnkeyedDecodingContainer
        let single: any SingleValueDecodingContainer
        init(from decoder: any Decoder) throws {
            keyed = try decoder.container(keyedBy: Keys.self)
            items = try keyed.nestedUnkeyedContainer(forKey: .items)
            single = try decoder.singleValueContainer()
        }
    }

    struct Inner: Decodable, Equatable { let name: String }

    @Test("each kept decoder still reads its own value and coding path after the decode")
    func keptDecodersReadTheirOwnValue() throws {
        let kept = try strata([String: [KeepsDecoder]].self, #"{"list": [{"x": 1}, {"x": 2}, {"x": 3}]}"#)
        let list = try #require(kept["list"])
        #expect(try list.map { try $0.x() } == [1, 2, 3])
        #expect(
            list.map { $0.decoder.codingPath.map(\.stringValue) } == [
                ["list", "Index 0"], ["list", "Index 1"], ["list", "Index 2"],
            ])
    }

    @Test("kept decoders and containers survive the caller's buffer being overwritten and freed")
    func keptValuesOutliveTheInput() throws {
        let json = #"[{"x": 7, "items": [1, 2], "inner": {"name": "n"}}]"#
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: json.utf8.count, alignment: 1)
        buffer.copyBytes(from: json.utf8)
        let decoders = try StrataJSONDecoder().decode([KeepsDecoder].self, from: UnsafeRawBufferPointer(buffer))
        let containers = try StrataJSONDecoder().decode([KeepsContainers].self, from: UnsafeRawBufferPointer(buffer))
        buffer.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "]"))
        buffer.deallocate()

        #expect(try decoders[0].x() == 7)
        let keyed = try decoders[0].decoder.container(keyedBy: Keys.self)
        #expect(try keyed.decode(Inner.self, forKey: .inner) == Inner(name: "n"))
        #expect(try containers[0].keyed.decode(Int.self, forKey: .x) == 7)
        #expect(try containers[0].keyed.decode(Inner.self, forKey: .inner) == Inner(name: "n"))
        #expect(try containers[0].items.decode(Int.self) == 1)
        #expect(try containers[0].items.decode(Int.self) == 2)
        #expect(containers[0].items.isAtEnd)
        #expect(try containers[0].single.decode([String: JSONValue].self)["x"] == .number(7))
    }

    @Test("errors from a kept container name its own coding path")
    func keptContainerErrorsHaveTheirPath() throws {
        let kept = try strata([String: KeepsContainers].self, #"{"k": {"x": "seven", "items": []}}"#)
        let error = caught { _ = try kept["k"]?.keyed.decode(Int.self, forKey: .x) }
        #expect(kindOf(error) == "typeMismatch")
        #expect(pathOf(error) == ["k", "x"])
    }

    @Test("a kept decoder used while its parent is still decoding reads its own value")
    func keptDecoderUsedDuringTheDecode() throws {
        struct Parent: Decodable {
            let first: Int
            let second: Int
            enum CodingKeys: CodingKey { case a, b }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let a = try container.decode(KeepsDecoder.self, forKey: .a)
                let b = try container.decode(KeepsDecoder.self, forKey: .b)
                first = try a.x()
                second = try b.x()
            }
        }
        let parent = try strata(Parent.self, #"{"a": {"x": 1}, "b": {"x": 2}}"#)
        #expect(parent.first == 1 && parent.second == 2)
    }

    @Test("decoders nobody kept are released when the decode returns")
    func unkeptDecodersAreReleased() throws {
        final class WeakProbe: Decodable {
            weak var decoder: AnyObject?
            init(from decoder: any Decoder) throws { self.decoder = decoder as AnyObject }
        }
        let probes = try strata([[WeakProbe]].self, "[[1, 2], [3]]")
        #expect(probes.flatMap { $0 }.count == 3)
        #expect(probes.flatMap { $0 }.allSatisfy { $0.decoder == nil })
    }
}
