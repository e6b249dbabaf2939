import Foundation
import Testing

@testable import StrataJSON

/// Keyed containers nobody holds are handed out again for the next object of their key type at their
/// level (`SpareContainers`). A `Decodable` may keep a container, so reuse must never be visible: a kept
/// container reads its own object for as long as it lives, whatever is decoded after it.
@Suite("Keyed containers reused across objects")
struct ContainerReuseTests {
    enum Keys: String, CodingKey { case x, child, children }

    /// Keeps its keyed container, and nothing else.
    struct KeepsKeyed: Decodable {
        let keyed: KeyedDecodingContainer<Keys>
        init(from decoder: any Decoder) throws { keyed = try decoder.container(keyedBy: Keys.self) }

        func x() throws -> Int { try keyed.decode(Int.self, forKey: .x) }
    }

    /// Reads `x`, and keeps its container only when `x` is even.
    struct KeepsSome: Decodable {
        let x: Int
        let kept: KeyedDecodingContainer<Keys>?
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            x = try container.decode(Int.self, forKey: .x)
            kept = x.isMultiple(of: 2) ? container : nil
        }
    }

    /// What `RecordsBox` saw: how many objects got the box the previous object had, while it was alive.
    final class BoxLog: @unchecked Sendable {
        // @unchecked is safe: a log is handed (through `userInfo`) to one synchronous decode, and read
        // after it returns, all on the calling thread; nothing else ever sees it.
        static let key = CodingUserInfoKey(rawValue: "boxLog")!
        weak var last: AnyObject?
        var objects = 0
        var reused = 0
    }

    /// Compares its container's box with the previous object's, holding no strong reference to either.
    struct RecordsBox: Decodable {
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let box = try #require(Mirror(reflecting: container).children.first).value as AnyObject
            let log = try #require(decoder.userInfo[BoxLog.key] as? BoxLog)
            log.objects += 1
            if log.last === box { log.reused += 1 }
            log.last = box
            _ = try container.decodeIfPresent(Int.self, forKey: .x)
        }
    }

    @Test("objects nobody kept a container of share one box, so no container is allocated per object")
    func unkeptContainersAreReused() throws {
        let log = BoxLog()
        let decoder = StrataJSONDecoder()
        decoder.userInfo[BoxLog.key] = log
        _ = try strata([RecordsBox].self, #"[{"x": 1}, {"x": 2}, {}, {"x": 4}]"#, decoder: decoder)
        #expect(log.objects == 4)
        #expect(log.reused == 3)
    }

    @Test("every kept container reads its own object after the decode")
    func keptContainersReadTheirOwnObject() throws {
        let kept = try strata([KeepsKeyed].self, #"[{"x": 1}, {"x": 2}, {"x": 3}]"#)
        #expect(try kept.map { try $0.x() } == [1, 2, 3])
        #expect(kept.map { $0.keyed.codingPath.map(\.stringValue) } == [["Index 0"], ["Index 1"], ["Index 2"]])
    }

    @Test("containers kept by some objects and reused for the others all read the right object")
    func someKeptSomeReused() throws {
        let json = "[" + (1...9).map { #"{"x": \#($0)}"# }.joined(separator: ", ") + "]"
        let decoded = try strata([KeepsSome].self, json)
        #expect(decoded.map(\.x) == Array(1...9))
        #expect(try decoded.compactMap { try $0.kept?.decode(Int.self, forKey: .x) } == [2, 4, 6, 8])
    }

    @Test("a container kept by one child still reads that child while its siblings are decoded")
    func keptContainerUsedDuringTheDecode() throws {
        struct Parent: Decodable {
            let first: Int
            let second: Int
            enum CodingKeys: CodingKey { case a, b }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let a = try container.decode(KeepsKeyed.self, forKey: .a)
                let b = try container.decode(KeepsKeyed.self, forKey: .b)
                second = try b.x()
                first = try a.x()
            }
        }
        let parent = try strata([Parent].self, #"[{"a": {"x": 1}, "b": {"x": 2}}, {"a": {"x": 3}, "b": {"x": 4}}]"#)
        #expect(parent.map(\.first) == [1, 3])
        #expect(parent.map(\.second) == [2, 4])
    }

    @Test("a tree of one key type, each node keeping two containers, reads back from its kept containers")
    func keptContainersOfOneKeyAtEveryLevel() throws {
        final class Node: Decodable {
            let keyed: KeyedDecodingContainer<Keys>
            let again: KeyedDecodingContainer<Keys>
            let children: [Node]
            init(from decoder: any Decoder) throws {
                keyed = try decoder.container(keyedBy: Keys.self)
                again = try decoder.container(keyedBy: Keys.self)
                children = try again.decodeIfPresent([Node].self, forKey: .children) ?? []
            }

            func values() throws -> [Int] {
                [try keyed.decode(Int.self, forKey: .x), try again.decode(Int.self, forKey: .x)]
                    + (try children.flatMap { try $0.values() })
            }
        }
        let json = #"[{"x": 1, "children": [{"x": 2}, {"x": 3, "children": [{"x": 4}]}]}, {"x": 5}]"#
        let trees = try strata([Node].self, json)
        #expect(try trees.flatMap { try $0.values() } == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
    }

    /// A key type per `Tag`: each `Tagged<Tag>.CodingKeys` is a type of its own.
    struct Tagged<Tag>: Decodable {
        enum CodingKeys: CodingKey { case x }
        let x: Int
        let kept: KeyedDecodingContainer<CodingKeys>?
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            x = try container.decode(Int.self, forKey: .x)
            kept = x.isMultiple(of: 3) ? container : nil
        }
        func keptX() throws -> Int? { try kept?.decode(Int.self, forKey: .x) }
    }

    @Test("a level meeting more key types than it keeps spares for still gives every object its own values")
    func moreKeyTypesThanSpares() throws {
        struct Row: Decodable {
            var xs: [Int] = []
            var keptReaders: [() throws -> Int?] = []
            init(from decoder: any Decoder) throws {
                var items = try decoder.unkeyedContainer()
                func next<Tag>(_: Tag.Type) throws {
                    let item = try items.decode(Tagged<Tag>.self)
                    xs.append(item.x)
                    keptReaders.append(item.keptX)
                }
                for _ in 0..<2 {
                    for tag in SixTags.all { try next(tag) }
                }
            }
        }
        let rows =
            "["
            + (0..<3).map { row in
                "[" + (0..<12).map { #"{"x": \#(row * 12 + $0)}"# }.joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "]"
        let decoded = try strata([Row].self, rows)
        #expect(decoded.flatMap(\.xs) == Array(0..<36))
        let kept = try decoded.flatMap(\.keptReaders).compactMap { try $0() }
        #expect(kept == Array(stride(from: 0, to: 36, by: 3)))
    }

    @Test("decoders whose containers were reused are let go when the decode returns")
    func reusedContainersHoldNoDecoder() throws {
        final class WeakProbe: Decodable {
            weak var decoder: AnyObject?
            let x: Int
            init(from decoder: any Decoder) throws {
                x = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .x)
                self.decoder = decoder as AnyObject
            }
        }
        let probes = try strata([[WeakProbe]].self, #"[[{"x": 1}, {"x": 2}], [{"x": 3}]]"#)
        #expect(probes.flatMap { $0 }.map(\.x) == [1, 2, 3])
        #expect(probes.flatMap { $0 }.allSatisfy { $0.decoder == nil })
    }
}
