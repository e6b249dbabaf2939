import Foundation
import Testing

@testable import StrataJSON

/// Second review of keyed-container reuse: kept decoders, nested, super, configured and re-entrant decodes
/// beside spares; errors deep and on reload; nesting past the initial capacity; leaks; the shared
/// unbound decoder. (A reflected copy used on another thread while its box serves a decode is a data
/// race the caller opted into, as `KeyedDecodingContainer` is not `Sendable`: not covered.)
@Suite("Keyed-container reuse, second review")
struct ContainerReuseSecondReviewTests {
    enum Keys: String, CodingKey { case x, child }
    struct Thrown: Error {}
    /// What the `Decodable`s keep, handed through `userInfo`, and weak references to every document.
    final class Log: @unchecked Sendable {
        // @unchecked is safe: each log is used by one synchronous decode at a time, on one thread.
        static let key = CodingUserInfoKey(rawValue: "secondReview")!
        var throwAt: Int?
        var containers: [(Int, KeyedDecodingContainer<Keys>)] = []
        var decoders: [(Int, any Decoder)] = []
        var copies: [(Int, any KeyedDecodingContainerProtocol)] = []
        var documents: [() -> AnyObject?] = []
        weak var strata: StrataJSONDecoder?
        func note(_ decoder: any Decoder) {
            weak let document = (decoder as? TapeDecoder)?.document
            documents.append { document }
        }
        var allFreed: Bool { documents.allSatisfy { $0() == nil } }
    }
    /// `{"x": n, "child": ...}`; keeps its container when `x` is odd, its decoder when a multiple of
    /// three, and always a reflected copy of its container.
    final class Node: Decodable {
        let child: Node?
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            let x = try c.decode(Int.self, forKey: .x)
            let log = decoder.userInfo[Log.key] as! Log
            log.note(decoder)
            if x % 2 == 1 { log.containers.append((x, c)) }
            if x % 3 == 0 { log.decoders.append((x, decoder)) }
            log.copies.append((x, Self.reflected(c)))
            if x == log.throwAt { throw Thrown() }
            child = try c.decodeIfPresent(Node.self, forKey: .child)
        }
        struct Copy<K: CodingKey>: Decodable {
            let copy: any KeyedDecodingContainerProtocol
            init(from decoder: any Decoder) throws { copy = Node.reflected(try decoder.container(keyedBy: K.self)) }
        }
        static func reflected<K>(_ c: KeyedDecodingContainer<K>) -> any KeyedDecodingContainerProtocol {
            let box = Mirror(reflecting: c).children.first!.value
            return Mirror(reflecting: box).children.first!.value as! any KeyedDecodingContainerProtocol
        }
    }
    static func chain(_ xs: Range<Int>) -> Data {
        Data((xs.map { #"{"x": \#($0), "child": "# }.joined() + "null" + String(repeating: "}", count: xs.count)).utf8)
    }
    /// `x` read through a reflected copy, or (`viaSuper`) the size of its superDecoder's `userInfo`.
    static func readX(_ c: any KeyedDecodingContainerProtocol, viaSuper: Bool = false) -> Int? {
        func open<C: KeyedDecodingContainerProtocol>(_ c: C) -> Int? {
            viaSuper ? try? c.superDecoder().userInfo.count : try? c.decode(Int.self, forKey: C.Key(stringValue: "x")!)
        }
        return open(c)
    }
    static func decoding(_ log: Log) -> StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        (decoder.userInfo[Log.key], log.strata) = (log, decoder)
        return decoder
    }

    /// From its own (spare) container: a nested container, a superDecoder's container, a configured
    /// child, an ordinary child, and decodes started here on the same and on a new StrataJSONDecoder.
    struct Mixed: Decodable {
        struct Configured: DecodableWithConfiguration {
            init(from decoder: any Decoder, configuration c: (log: Log, x: Int)) throws {
                c.log.containers.append((c.x, try decoder.container(keyedBy: Keys.self)))
            }
        }
        struct Leaf: Decodable {
            init(from decoder: any Decoder) throws {
                let (log, c) = (
                    decoder.userInfo[Log.key] as? Log ?? Mixed.current!, try decoder.container(keyedBy: Keys.self)
                )
                log.note(decoder)
                log.containers.append((try c.decode(Int.self, forKey: .x), c))
            }
        }
        /// The log of the running test, for a decode started without `userInfo`.
        // Safe: only `mixedWithKeptDecoders` uses it, setting and reading it on its own thread inside
        // one synchronous decode.
        nonisolated(unsafe) static var current: Log?
        init(from decoder: any Decoder) throws {
            let log = decoder.userInfo[Log.key] as! Log
            log.note(decoder)
            let c = try decoder.container(keyedBy: Keys.self)
            let x = try c.decode(Int.self, forKey: .x)
            (log.containers, log.decoders) = (log.containers + [(x, c)], log.decoders + [(x, decoder)])
            log.containers.append((x + 1, try c.nestedContainer(keyedBy: Keys.self, forKey: .child)))
            log.containers.append((x + 1, try c.superDecoder(forKey: .child).container(keyedBy: Keys.self)))
            _ = try c.decode(Configured.self, forKey: .child, configuration: (log, x + 1))
            _ = try c.decode(Leaf.self, forKey: .child)
            let inner = Data(#"[{"x": \#(x + 5)}, {"x": \#(x + 6)}]"#.utf8)
            _ = try log.strata!.decode([Leaf].self, from: inner)
            Mixed.current = log
            _ = try StrataJSONDecoder().decode([Leaf].self, from: inner)
        }
    }

    @Test("spares next to nested, super, configured and re-entrant decodes; kept decoders used later")
    func mixedWithKeptDecoders() throws {
        let log = Log()
        var decoder: StrataJSONDecoder? = Self.decoding(log)
        let json = "[" + (0..<6).map { #"{"x": \#($0 * 10), "child": {"x": \#($0 * 10 + 1)}}"# }.joined(separator: ",")
        _ = try decoder!.decode([Mixed].self, from: Data((json + "]").utf8))
        // Throws midway: the last object has no child for its nested container.
        #expect(throws: DecodingError.self) {
            try decoder!.decode([Mixed].self, from: Data((json + #",{"x": 90}]"#).utf8))
        }
        #expect(log.containers.allSatisfy { (try? $0.1.decode(Int.self, forKey: .x)) == $0.0 })
        for (x, kept) in log.decoders {
            let later = try kept.container(keyedBy: Keys.self)
            #expect((try? later.decode(Int.self, forKey: .x)) == x)
            #expect(
                x == 90
                    || (try? later.nestedContainer(keyedBy: Keys.self, forKey: .child).decode(Int.self, forKey: .x))
                        == x + 1
            )
        }
        (log.containers, log.decoders, decoder) = ([], [], nil)
        #expect(log.allFreed)
    }

    @Test("60-deep chains (past 16, the initial capacity): a throw at 50, a bad reload, a reuse, then no leak")
    func deepThrowReloadReuseAndLeaks() {
        let log = Log()
        var decoder: StrataJSONDecoder? = Self.decoding(log)
        for (throwAt, json) in [
            (50, Self.chain(0..<60)), (nil, Data(#"{"x": 1, "#.utf8)), (nil, Self.chain(100..<160)),
        ] {
            log.throwAt = throwAt
            _ = try? decoder!.decode(Node.self, from: json)
        }
        #expect(
            log.containers.allSatisfy {
                (try? $1.decode(Int.self, forKey: .x)) == $0 && $1.codingPath.count == $0 % 100
            })
        #expect(
            log.decoders.allSatisfy { x, d in
                (try? d.container(keyedBy: Keys.self).decode(Int.self, forKey: .x)) == x
                    && d.codingPath.map(\.stringValue) == Array(repeating: "child", count: x % 100)
            })
        // Copies of boxes held when their level returned retain its decoder (the keeper): those go too.
        (log.containers, log.decoders, decoder) = ([], [], nil)
        log.copies.removeAll { $0.0 % 2 == 1 }
        #expect(log.allFreed, "a document outlived everything kept")
        // The rest read through targets unbound from documents now freed: an empty object each.
        #expect(log.copies.allSatisfy { Self.readX($0.1) == nil })
    }

    @Test("the shared unbound decoder: made from bytes it still owns, and read on two threads by two decodes")
    func unboundDecoder() {
        // Under ThreadSanitizer this caught `unbound` writing its `userInfo` cache on first read.
        let reads = LockedReads()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let decoded = try? StrataJSONDecoder().decode([Node.Copy<Keys>].self, from: Data(#"[{"x": 1}]"#.utf8))
            reads.add(decoded.flatMap { Self.readX($0[0].copy, viaSuper: true) })
        }
        #expect(reads.all == [0, 0])
        let bytes = ContainerTarget.unbound.document.storage.pointee.bytes
        #expect([bytes[0], bytes[1]] == Array("{}".utf8))
    }

    /// The `userInfo` sizes the threads of `unboundDecoder` read.
    final class LockedReads: @unchecked Sendable {
        // @unchecked is safe: `values` is touched only under `lock`.
        private let lock = NSLock()
        private var values: [Int?] = []
        func add(_ value: Int?) { lock.withLock { values.append(value) } }
        var all: [Int?] { lock.withLock { values } }
    }
}
