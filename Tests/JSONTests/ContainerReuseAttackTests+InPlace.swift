import Foundation
import Testing

@testable import StrataJSON

/// Containers taken twice in one init, decoded in place, and kept by a recursive type.
extension ContainerReuseAttackTests {
    // MARK: - Several containers in one init, decode in place

    @Test("containers taken twice in one init, one dropped and taken again, each read their own object")
    func containersTakenTwice() throws {
        struct Twice: Decodable {
            let a: KeyedDecodingContainer<Keys>
            let b: KeyedDecodingContainer<Keys>
            init(from decoder: any Decoder) throws {
                var first: KeyedDecodingContainer<Keys>? = try decoder.container(keyedBy: Keys.self)
                a = try decoder.container(keyedBy: Keys.self)
                _ = try first?.decode(Int.self, forKey: .x)
                first = nil
                b = try decoder.container(keyedBy: Keys.self)
            }
        }
        let decoded = try strata([Twice].self, Self.objects(0..<6))
        #expect(try decoded.map { try Self.x($0.a) } == Array(0..<6))
        #expect(try decoded.map { try Self.x($0.b) } == Array(0..<6))
        #expect(decoded.map { Self.path($0.b) } == (0..<6).map { ["Index \($0)"] })
    }

    @Test("containers kept by a wrapper and by the value it decodes in place, and by a superDecoder's value")
    func decodeInPlace() throws {
        struct Inner: Decodable {
            let keyed: KeyedDecodingContainer<Keys>
            init(from decoder: any Decoder) throws { keyed = try decoder.container(keyedBy: Keys.self) }
        }
        struct Wrapper: Decodable {
            let outer: KeyedDecodingContainer<Keys>
            let inPlace: Inner
            let viaSuper: Inner
            let viaChild: Inner
            init(from decoder: any Decoder) throws {
                outer = try decoder.container(keyedBy: Keys.self)
                inPlace = try decoder.singleValueContainer().decode(Inner.self)
                viaSuper = try Inner(from: try outer.superDecoder(forKey: .child))
                viaChild = try outer.decode(Inner.self, forKey: .child)
            }
        }
        let json = "[" + (0..<5).map { #"{"x": \#($0), "child": {"x": \#($0 + 10)}}"# }.joined(separator: ", ") + "]"
        let decoded = try strata([Wrapper].self, json)
        #expect(try decoded.map { try Self.x($0.outer) } == Array(0..<5))
        #expect(try decoded.map { try Self.x($0.inPlace.keyed) } == Array(0..<5))
        #expect(try decoded.map { try Self.x($0.viaSuper.keyed) } == Array(10..<15))
        #expect(try decoded.map { try Self.x($0.viaChild.keyed) } == Array(10..<15))
        #expect(decoded.map { Self.path($0.viaChild.keyed) } == (0..<5).map { ["Index \($0)", "child"] })
    }

    // MARK: - Recursion with throwing children

    @Test("a recursive type whose children sometimes throw, caught by the parent, keeps readable containers")
    func recursiveWithThrowingChildren() throws {
        final class Node: Decodable {
            let keyed: KeyedDecodingContainer<Keys>
            var children: [Node] = []
            var failures: [ThrowsContainer.Carried] = []
            init(from decoder: any Decoder) throws {
                keyed = try decoder.container(keyedBy: Keys.self)
                guard var items = try? keyed.nestedUnkeyedContainer(forKey: .children) else { return }
                while !items.isAtEnd {
                    do {
                        _ = try items.decode(ThrowsContainer.self)
                    } catch let error as ThrowsContainer.Carried {
                        // The cursor stays on an element that threw: decode it again, as a node.
                        failures.append(error)
                        children.append(try items.decode(Node.self))
                    }
                }
            }
            func xs() throws -> [Int] {
                [try ContainerReuseAttackTests.x(keyed)]
                    + (try failures.map { try ContainerReuseAttackTests.x($0.container) })
                    + (try children.flatMap { try $0.xs() })
            }
        }
        func tree(_ x: Int, depth: Int) -> String {
            guard depth > 0 else { return #"{"x": \#(x)}"# }
            let kids = (1...3).map { tree(x * 10 + $0, depth: depth - 1) }.joined(separator: ", ")
            return #"{"x": \#(x), "children": [\#(kids)]}"#
        }
        let json = tree(1, depth: 4)
        let strataXs = try strata(Node.self, json).xs()
        let foundationXs = try foundation(Node.self, json).xs()
        #expect(strataXs == foundationXs)
    }
}
