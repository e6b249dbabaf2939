import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

/// A decoder keeps the document of one decode (its tape, hints, levels and container factories) for
/// the next one. These tests decode many documents with one decoder, changing settings, failing,
/// keeping decoders and decoding from many threads in between, and expect exactly what a fresh decoder
/// (and Foundation) gives every time.
@Suite("One decoder reused across decodes")
struct DecoderReuseTests {
    struct Record: Decodable, Equatable {
        let int: Int
        let small: Int8
        let unsigned: UInt32
        let double: Double
        let float: Float
        let text: String
        let flag: Bool
        let optional: String?
        let list: [Int64]
        let map: [String: Double]
        let nested: [Record]?
    }

    @Test("random valid, invalid and mistyped documents in turn decode like with a fresh decoder")
    func randomDocumentsInTurn() {
        let strata = StrataJSONDecoder()
        var generator = RandomJSON(seed: 0xFEED)
        var rng = SplitMix64(state: 7)
        for round in 0..<1_500 {
            var bytes = Array((round.isMultiple(of: 3) ? generator.document() : generator.record(depth: 0)).utf8)
            if round.isMultiple(of: 5) {
                bytes.insert([0xFF, 0x01, 0x5D][rng.int(0...2)], at: rng.int(0...bytes.count))
            }
            compare(Record.self, bytes, with: strata)
            compare(JSONValue.self, bytes, with: strata)
            compare([String: Int].self, bytes, with: strata)
        }
    }

    @Test("settings changed between decodes apply to the next decode only")
    func settingsChangeBetweenDecodes() throws {
        struct Snake: Decodable, Equatable { let firstName: String }
        let strata = StrataJSONDecoder()
        let snake = Data(#"{"first_name": "Ada", "firstName": "Grace"}"#.utf8)
        #expect(try strata.decode(Snake.self, from: snake) == Snake(firstName: "Grace"))
        strata.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try strata.decode(Snake.self, from: snake) == Snake(firstName: "Ada"))
        strata.keyDecodingStrategy = .custom { path in AnyKey(stringValue: path.last!.stringValue + "Name") }
        #expect(try strata.decode(Snake.self, from: Data(#"{"first": "Lin"}"#.utf8)) == Snake(firstName: "Lin"))
        strata.keyDecodingStrategy = .useDefaultKeys
        #expect(try strata.decode(Snake.self, from: snake) == Snake(firstName: "Grace"))

        let json5 = Data("{firstName: 'Mary', /* note */}".utf8)
        #expect(kindOf(caught { _ = try strata.decode(Snake.self, from: json5) }) == "dataCorrupted")
        strata.allowsJSON5 = true
        #expect(try strata.decode(Snake.self, from: json5) == Snake(firstName: "Mary"))
        strata.allowsJSON5 = false

        let utf16 = Data(#"{"firstName": "Émilie"}"#.data(using: .utf16LittleEndian)!)
        #expect(try strata.decode(Snake.self, from: utf16) == Snake(firstName: "Émilie"))
        strata.strictRFC8259 = true
        #expect(kindOf(caught { _ = try strata.decode(Snake.self, from: utf16) }) == "dataCorrupted")
        #expect(kindOf(caught { _ = try strata.decode([Int].self, from: Data("[1,]".utf8)) }) == "dataCorrupted")
        strata.strictRFC8259 = false
        #expect(try strata.decode([Int].self, from: Data("[1,]".utf8)) == [1])

        strata.assumesTopLevelDictionary = true
        #expect(try strata.decode(Snake.self, from: Data(#""firstName": "Hedy""#.utf8)) == Snake(firstName: "Hedy"))
        strata.assumesTopLevelDictionary = false
        #expect(kindOf(caught { _ = try strata.decode(Snake.self, from: Data(#""firstName": "x""#.utf8)) }) != nil)

        strata.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(try strata.decode([Double].self, from: Data(#"["inf", 1]"#.utf8)) == [.infinity, 1])
        strata.nonConformingFloatDecodingStrategy = .throw
        #expect(kindOf(caught { _ = try strata.decode([Double].self, from: Data(#"["inf"]"#.utf8)) }) == "typeMismatch")

        strata.maximumDepth = 2
        #expect(kindOf(caught { _ = try strata.decode(JSONValue.self, from: Data("[[[1]]]".utf8)) }) == "dataCorrupted")
        strata.maximumDepth = 512
        #expect(
            try strata.decode(JSONValue.self, from: Data("[[[1]]]".utf8)) == .array([.array([.array([.number(1)])])]))
    }

    @Test("a document a decode kept is not reused by the next decode")
    func keptDocumentIsNotReused() throws {
        final class KeepsDecoder: Decodable {
            let decoder: any Decoder
            init(from decoder: any Decoder) throws { self.decoder = decoder }
            func value() throws -> Int { try decoder.singleValueContainer().decode(Int.self) }
        }
        let strata = StrataJSONDecoder()
        let kept = try strata.decode([KeepsDecoder].self, from: Data("[10, 20, 30]".utf8))
        for round in 0..<20 {
            let values = try strata.decode([Int].self, from: Data("[\(round), \(round + 1), 99, 98, 97]".utf8))
            #expect(values == [round, round + 1, 99, 98, 97])
        }
        #expect(try kept.map { try $0.value() } == [10, 20, 30])
        #expect(kept.map { $0.decoder.codingPath.map(\.stringValue) } == [["Index 0"], ["Index 1"], ["Index 2"]])
    }

    @Test("decoders nobody kept are released when a reused decoder's decode returns")
    func unkeptDecodersAreReleased() throws {
        final class WeakProbe: Decodable {
            weak var decoder: AnyObject?
            init(from decoder: any Decoder) throws { self.decoder = decoder as AnyObject }
        }
        let strata = StrataJSONDecoder()
        for _ in 0..<3 {
            let probes = try strata.decode([[WeakProbe]].self, from: Data("[[1, 2], [3]]".utf8))
            #expect(probes.flatMap { $0 }.allSatisfy { $0.decoder == nil })
        }
    }

    @Test("large and small documents in turn, so the tape is outgrown, freed and grown again")
    func largeAndSmallDocuments() throws {
        let strata = StrataJSONDecoder()
        let large = "[" + (0..<40_000).map { #"{"id": \#($0), "name": "n\#($0)"}"# }.joined(separator: ",") + "]"
        struct Item: Decodable, Equatable {
            let id: Int
            let name: String
        }
        for _ in 0..<2 {
            let items = try strata.decode([Item].self, from: Data(large.utf8))
            #expect(items.count == 40_000 && items.last == Item(id: 39_999, name: "n39999"))
            #expect(
                try strata.decode(Item.self, from: Data(#"{"id": 1, "name": "one"}"#.utf8)) == Item(id: 1, name: "one"))
            let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
            #expect(try strata.decode(JSONValue.self, from: Data(deep.utf8)) != .null)
        }
    }

    @Test("one decoder decodes different documents on many threads at once")
    func concurrentDecodes() async {
        struct Item: Decodable, Equatable {
            let id: Int
            let tags: [String]
        }
        let strata = StrataJSONDecoder()
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var failures = 0
                    for round in 0..<300 {
                        let id = task * 1_000 + round
                        let json =
                            #"{"id": \#(id), "tags": [\#((0..<(round % 7)).map { "\"t\($0)\"" }.joined(separator: ","))]}"#
                        let expected = Item(id: id, tags: (0..<(round % 7)).map { "t\($0)" })
                        if (try? strata.decode(Item.self, from: Data(json.utf8))) != expected { failures += 1 }
                        if round.isMultiple(of: 10), (try? strata.decode(Item.self, from: Data("{".utf8))) != nil {
                            failures += 1
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    /// The reused decoder must give what a fresh one gives (values, or errors of the same kind at the same
    /// path and offset), and a valid document must decode as with Foundation.
    private func compare<T: Decodable & Equatable>(
        _ type: T.Type, _ bytes: [UInt8], with strata: StrataJSONDecoder,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        let fresh = Result { try StrataJSONDecoder().decode(type, from: data) }
        let reused = Result { try strata.decode(type, from: data) }
        switch (fresh, reused) {
        case (.success(let lhs), .success(let rhs)):
            #expect(lhs == rhs, "\(text)", sourceLocation: sourceLocation)
            #expect((try? JSONDecoder().decode(type, from: data)) == rhs, "\(text)", sourceLocation: sourceLocation)
        case (.failure(let lhs), .failure(let rhs)):
            #expect(kindOf(lhs) == kindOf(rhs), "\(text)", sourceLocation: sourceLocation)
            #expect(pathOf(lhs) == pathOf(rhs), "\(text)", sourceLocation: sourceLocation)
            #expect(parseErrorOf(lhs) == parseErrorOf(rhs), "\(text)", sourceLocation: sourceLocation)
        default:
            Issue.record("fresh: \(fresh), reused: \(reused) for \(text)", sourceLocation: sourceLocation)
        }
    }
}
