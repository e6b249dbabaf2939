import Foundation
import Testing

@testable import StrataJSON

/// Attacks on keyed-container reuse (`SpareContainers`): a `Decodable` keeping a container, or what is
/// inside one, in every way Swift allows, and checking that it still reads its own object.
@Suite("Keyed-container reuse under attack")
struct ContainerReuseAttackTests {
    enum Keys: String, CodingKey { case x, child, children, inner, date }

    /// Whatever a test's `Decodable`s keep, handed to them through `userInfo`.
    final class Store: @unchecked Sendable {
        // @unchecked is safe: every access takes the lock.
        static let key = CodingUserInfoKey(rawValue: "attackStore")!
        private let lock = NSLock()
        private var items: [Any] = []
        func add(_ item: Any) { lock.withLock { items.append(item) } }
        var all: [Any] { lock.withLock { items } }
        func removeAll() { lock.withLock { items.removeAll() } }
    }

    static func store(_ decoder: any Decoder) -> Store { decoder.userInfo[Store.key] as! Store }

    static func decoder(with store: Store) -> StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder.userInfo[Store.key] = store
        return decoder
    }

    static func objects(_ xs: some Sequence<Int>) -> String {
        "[" + xs.map { #"{"x": \#($0)}"# }.joined(separator: ", ") + "]"
    }

    static func x(_ container: KeyedDecodingContainer<Keys>) throws -> Int {
        try container.decode(Int.self, forKey: .x)
    }

    static func path(_ container: KeyedDecodingContainer<Keys>) -> [String] {
        container.codingPath.map(\.stringValue)
    }
    // MARK: - The container that the standard library's box wraps, reached by reflection

    /// The `KeyedDecodingContainerProtocol` value inside `container`'s box, copied out with `Mirror`
    /// (safe, public API): it holds the spare's `ContainerTarget` but not the box.
    static func concrete(of container: KeyedDecodingContainer<Keys>) -> any KeyedDecodingContainerProtocol {
        let box = Mirror(reflecting: container).children.first!.value
        return Mirror(reflecting: box).children.first!.value as! any KeyedDecodingContainerProtocol
    }

    static func readX(_ concrete: any KeyedDecodingContainerProtocol) throws -> Int {
        func open<C: KeyedDecodingContainerProtocol>(_ c: C) throws -> Int {
            try c.decode(Int.self, forKey: C.Key(stringValue: "x")!)
        }
        return try open(concrete)
    }

    /// Keeps only the container inside its container's box.
    struct KeepsConcrete: Decodable {
        let concrete: any KeyedDecodingContainerProtocol
        init(from decoder: any Decoder) throws {
            concrete = ContainerReuseAttackTests.concrete(of: try decoder.container(keyedBy: Keys.self))
        }
    }

    @Test("a container copied out of its box by reflection reads only objects of its document during the decode")
    func concreteContainerDuringTheDecode() throws {
        struct Reads: Decodable {
            let xs: [Int]
            init(from decoder: any Decoder) throws {
                var items = try decoder.unkeyedContainer()
                var kept: [KeepsConcrete] = []
                while !items.isAtEnd { kept.append(try items.decode(KeepsConcrete.self)) }
                xs = try kept.map { try ContainerReuseAttackTests.readX($0.concrete) }
            }
        }
        // Such a copy shares its spare's target, not its box, so reuse cannot see it: it reads the object
        // its box reads next (Foundation's copy would read its own). What must hold is memory safety.
        let decoded = try strata(Reads.self, Self.objects(1...3))
        #expect(decoded.xs.count == 3)
        #expect(decoded.xs.allSatisfy { (1...3).contains($0) })
    }

    @Test("a container copied out of its box by reflection never reads freed memory after the decode")
    func concreteContainerAfterTheDecode() throws {
        // Once the decode is over, the copies' target is unbound: each read finds an empty object. (If
        // it were not, the read would go to a freed decoder, and likely crash the test run.)
        let decoder = StrataJSONDecoder()
        let kept = try decoder.decode([KeepsConcrete].self, from: Data(Self.objects(1...3).utf8))
        _ = try decoder.decode([KeepsConcrete].self, from: Data(Self.objects(7...9).utf8))
        let reads = kept.map { (try? Self.readX($0.concrete)) as Int? }
        #expect(reads == [nil, nil, nil])
    }

    /// Keeps a reflected copy of its container, with a key type of its own per `Tag`.
    struct KeepsConcreteTagged<Tag>: Decodable {
        enum CodingKeys: String, CodingKey { case x }
        let concrete: any KeyedDecodingContainerProtocol
        init(from decoder: any Decoder) throws {
            let box = Mirror(reflecting: try decoder.container(keyedBy: CodingKeys.self)).children.first!.value
            concrete = Mirror(reflecting: box).children.first!.value as! any KeyedDecodingContainerProtocol
        }
    }

    @Test("reflected copies of spares evicted by more key types than a level keeps never read freed memory")
    func concreteContainersOfEvictedSpares() throws {
        struct Row: Decodable {
            var copies: [any KeyedDecodingContainerProtocol] = []
            init(from decoder: any Decoder) throws {
                var items = try decoder.unkeyedContainer()
                func next<Tag>(_: Tag.Type) throws {
                    copies.append(try items.decode(KeepsConcreteTagged<Tag>.self).concrete)
                }
                for tag in SixTags.all { try next(tag) }
            }
        }
        let rows = try StrataJSONDecoder().decode([Row].self, from: Data(("[" + Self.objects(0..<6) + "]").utf8))
        let reads = rows.flatMap(\.copies).map { (try? Self.readX($0)) as Int? }
        #expect(reads == Array(repeating: nil, count: 6))
    }
}
