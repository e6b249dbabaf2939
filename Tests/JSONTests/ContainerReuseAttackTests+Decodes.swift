import Foundation
import Testing

@testable import StrataJSON

/// Containers kept at the top level, across decodes and threads, past the spares of a level, and
/// under key strategies and JSON5.
extension ContainerReuseAttackTests {
    // MARK: - Top level, across decodes, across threads

    struct Configured: DecodableWithConfiguration {
        let keyed: KeyedDecodingContainer<Keys>
        let tag: String
        init(from decoder: any Decoder, configuration: String) throws {
            keyed = try decoder.container(keyedBy: Keys.self)
            tag = configuration
        }
    }

    @Test("a top-level DecodableWithConfiguration keeps its container across more decodes on the decoder")
    func topLevelWithConfiguration() throws {
        let decoder = StrataJSONDecoder()
        var kept: [Configured] = []
        for x in 0..<5 {
            kept.append(try decoder.decode(Configured.self, from: Data(#"{"x": \#(x)}"#.utf8), configuration: "c\(x)"))
            _ = try decoder.decode([KeepsEverywhereUnkept].self, from: Data(Self.objects(100..<104).utf8))
        }
        #expect(try kept.map { try Self.x($0.keyed) } == Array(0..<5))
        #expect(kept.map(\.tag) == (0..<5).map { "c\($0)" })
    }

    /// Takes a container and keeps nothing.
    struct KeepsEverywhereUnkept: Decodable {
        let x: Int
        init(from decoder: any Decoder) throws {
            x = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .x)
        }
    }

    @Test("containers kept by one decode are read during and after later decodes on the same decoder")
    func keptAcrossDecodes() throws {
        struct ReadsEarlier: Decodable {
            let earlier: [Int]
            let mine: KeyedDecodingContainer<Keys>
            init(from decoder: any Decoder) throws {
                mine = try decoder.container(keyedBy: Keys.self)
                let store = ContainerReuseAttackTests.store(decoder)
                earlier = try store.all.compactMap { $0 as? KeyedDecodingContainer<Keys> }.map {
                    try ContainerReuseAttackTests.x($0)
                }
                store.add(mine)
            }
        }
        let store = Store()
        let decoder = Self.decoder(with: store)
        var results: [[ReadsEarlier]] = []
        for round in 0..<20 {
            results.append(try strata([ReadsEarlier].self, Self.objects(round * 3..<round * 3 + 3), decoder: decoder))
            _ = try strata([KeepsEverywhereUnkept].self, Self.objects(1000..<1010), decoder: decoder)
        }
        #expect(results.last?.last?.earlier == Array(0..<59))
        #expect(try results.flatMap { try $0.map { try Self.x($0.mine) } } == Array(0..<60))
    }

    @Test("concurrent decodes with one decoder, each keeping some containers, all read their own objects")
    func concurrentDecodes() async throws {
        struct KeepsSome: Decodable {
            let x: Int
            let kept: KeyedDecodingContainer<Keys>?
            let child: KeepsEverywhereUnkept?
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                x = try container.decode(Int.self, forKey: .x)
                child = try container.decodeIfPresent(KeepsEverywhereUnkept.self, forKey: .child)
                kept = x % 5 == 0 ? container : nil
            }
        }
        let decoder = StrataJSONDecoder()
        let failures = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var failures = 0
                    for round in 0..<100 {
                        let base = (task * 100 + round) * 20
                        let json =
                            "["
                            + (base..<base + 20).map { #"{"x": \#($0), "child": {"x": \#($0 + 1)}}"# }
                            .joined(separator: ", ") + "]"
                        let decoded = try decoder.decode([KeepsSome].self, from: Data(json.utf8))
                        for (offset, item) in decoded.enumerated() {
                            if item.x != base + offset || item.child?.x != base + offset + 1 { failures += 1 }
                            if let kept = item.kept, (try? ContainerReuseAttackTests.x(kept)) != base + offset {
                                failures += 1
                            }
                        }
                    }
                    return failures
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    // MARK: - Key types, strategies, JSON5

    @Test("six key types at one level, every container kept, each reads its own object")
    func moreKeyTypesThanSlotsAllKept() throws {
        struct Tagged<Tag>: Decodable {
            enum CodingKeys: CodingKey { case x }
            let keyed: KeyedDecodingContainer<CodingKeys>
            init(from decoder: any Decoder) throws { keyed = try decoder.container(keyedBy: CodingKeys.self) }
            func x() throws -> Int { try keyed.decode(Int.self, forKey: .x) }
        }
        struct Row: Decodable {
            var readers: [() throws -> Int] = []
            init(from decoder: any Decoder) throws {
                var items = try decoder.unkeyedContainer()
                func next<Tag>(_: Tag.Type) throws { readers.append(try items.decode(Tagged<Tag>.self).x) }
                for _ in 0..<2 {
                    for tag in SixTags.all { try next(tag) }
                }
            }
        }
        let json = "[" + (0..<3).map { row in Self.objects(row * 12..<row * 12 + 12) }.joined(separator: ", ") + "]"
        let rows = try strata([Row].self, json)
        #expect(try rows.flatMap { try $0.readers.map { try $0() } } == Array(0..<36))
    }

    @Test("kept containers under convertFromSnakeCase, a custom key strategy and JSON5")
    func strategiesAndJSON5() throws {
        struct Snake: Decodable {
            enum CodingKeys: String, CodingKey { case someValue }
            let keyed: KeyedDecodingContainer<CodingKeys>
            init(from decoder: any Decoder) throws { keyed = try decoder.container(keyedBy: CodingKeys.self) }
            func value() throws -> Int { try keyed.decode(Int.self, forKey: .someValue) }
        }
        let snakeJSON = "[" + (0..<6).map { #"{"some_value": \#($0)}"# }.joined(separator: ", ") + "]"
        let snake = StrataJSONDecoder.configured(\.keyDecodingStrategy, .convertFromSnakeCase)
        #expect(try strata([Snake].self, snakeJSON, decoder: snake).map { try $0.value() } == Array(0..<6))
        #expect(try strata([String: Snake].self, #"{"a_b": {"some_value": 1}}"#, decoder: snake)["a_b"]?.value() == 1)

        let custom = StrataJSONDecoder.configured(
            \.keyDecodingStrategy,
            .custom { path in
                let last = path.last!.stringValue
                return StringKey(last == "SV" ? "someValue" : last)
            })
        let customJSON = "[" + (0..<6).map { #"{"SV": \#($0)}"# }.joined(separator: ", ") + "]"
        let customRead = try strata([Snake].self, customJSON, decoder: custom)
        #expect(try customRead.map { try $0.value() } == Array(0..<6))
        #expect(customRead.map { $0.keyed.allKeys.map(\.stringValue) } == Array(repeating: ["someValue"], count: 6))

        let json5 = StrataJSONDecoder.configured(\.allowsJSON5, true)
        let json5Text = "[" + (0..<6).map { "{someValue: \($0), /* c */}" }.joined(separator: ", ") + "]"
        #expect(try strata([Snake].self, json5Text, decoder: json5).map { try $0.value() } == Array(0..<6))
    }

    @Test("containers kept by a custom date strategy's closure read their own date objects")
    func customDateStrategyKeepsContainers() throws {
        let store = Store()
        let decoder = Self.decoder(with: store)
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.container(keyedBy: Keys.self)
            let x = try container.decode(Int.self, forKey: .x)
            ContainerReuseAttackTests.store(decoder).add(container)
            return Date(timeIntervalSince1970: Double(x))
        }
        struct Dated: Decodable { let date: Date }
        let json = "[" + (0..<8).map { #"{"date": {"x": \#($0)}}"# }.joined(separator: ", ") + "]"
        let dated = try strata([Dated].self, json, decoder: decoder)
        #expect(dated.map { Int($0.date.timeIntervalSince1970) } == Array(0..<8))
        let kept = store.all.compactMap { $0 as? KeyedDecodingContainer<Keys> }
        #expect(try kept.map { try Self.x($0) } == Array(0..<8))
        #expect(kept.map { Self.path($0) } == (0..<8).map { ["Index \($0)", "date"] })
    }
}
