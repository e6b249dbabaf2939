import Foundation
import Testing

@testable import StrataJSON

/// Containers kept in every ordinary way Swift allows: stored, captured, sent to a thread, thrown.
extension ContainerReuseAttackTests {
    // MARK: - Containers kept in every ordinary way

    /// Keeps its container in the store, in an escaping closure, and on another thread.
    struct KeepsEverywhere: Decodable {
        let x: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            x = try container.decode(Int.self, forKey: .x)
            let store = ContainerReuseAttackTests.store(decoder)
            switch x % 3 {
            case 0: store.add(container)
            case 1:
                store.add(
                    { [container] in
                        (try? ContainerReuseAttackTests.x(container), ContainerReuseAttackTests.path(container))
                    } as () -> (Int?, [String]))
            default:
                let read = ThreadRead()
                // Safe: the thread reads the container only once `start` is signalled, after the decode
                // returned, and nothing else uses this copy.
                nonisolated(unsafe) let sent = container
                Thread.detachNewThread {
                    read.start.wait()
                    read.value = (try? ContainerReuseAttackTests.x(sent), ContainerReuseAttackTests.path(sent))
                    read.done.signal()
                }
                store.add(read)
            }
        }
    }

    /// A read of a container made on another thread once `start` is signalled.
    final class ThreadRead: @unchecked Sendable {
        // @unchecked is safe: `value` is written before `done` is signalled and read after it is waited on.
        let start = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        var value: (Int?, [String]) = (nil, [])
    }

    @Test("containers kept in a global, a closure or another thread read their own object after later siblings")
    func keptEverywhere() throws {
        let store = Store()
        let json = "[" + (0..<30).map { #"{"x": \#($0), "child": {"x": \#($0 + 100)}}"# }.joined(separator: ", ") + "]"
        let decoded = try strata([KeepsEverywhere].self, json, decoder: Self.decoder(with: store))
        #expect(decoded.map(\.x) == Array(0..<30))
        var seen: [(Int?, [String])] = []
        for item in store.all {
            if let container = item as? KeyedDecodingContainer<Keys> {
                seen.append((try? Self.x(container), Self.path(container)))
            } else if let closure = item as? () -> (Int?, [String]) {
                seen.append(closure())
            } else if let read = item as? ThreadRead {
                read.start.signal()
                read.done.wait()
                seen.append(read.value)
            }
        }
        #expect(seen.map(\.0) == (0..<30).map { Optional($0) })
        #expect(seen.map(\.1) == (0..<30).map { ["Index \($0)"] })
    }

    // MARK: - Errors

    /// Throws an error holding its container when `x` is odd.
    struct ThrowsContainer: Decodable {
        struct Carried: Error, @unchecked Sendable {
            // @unchecked is safe: only the test's own thread reads the container, after the decode.
            let container: KeyedDecodingContainer<Keys>
        }
        let x: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            x = try container.decode(Int.self, forKey: .x)
            if !x.isMultiple(of: 2) { throw Carried(container: container) }
        }
    }

    @Test("a container returned through an error a parent caught reads its own object after the decode")
    func containerInACaughtError() throws {
        struct Parent: Decodable {
            var errors: [ThrowsContainer.Carried] = []
            var xs: [Int] = []
            init(from decoder: any Decoder) throws {
                var items = try decoder.unkeyedContainer()
                while !items.isAtEnd {
                    do {
                        xs.append(try items.decode(ThrowsContainer.self).x)
                    } catch let error as ThrowsContainer.Carried {
                        errors.append(error)
                        _ = try items.decode(KeyedIgnored.self)
                    }
                }
            }
        }
        struct KeyedIgnored: Decodable {
            init(from decoder: any Decoder) throws { _ = try decoder.container(keyedBy: Keys.self) }
        }
        // The unkeyed container does not advance past an element whose decode threw, so each odd
        // element is read a second time, as `KeyedIgnored`.
        let parent = try strata(Parent.self, Self.objects(0..<10))
        #expect(parent.xs == [0, 2, 4, 6, 8])
        #expect(try parent.errors.map { try Self.x($0.container) } == [1, 3, 5, 7, 9])
        #expect(parent.errors.map { Self.path($0.container) } == [1, 3, 5, 7, 9].map { ["Index \($0)"] })
    }

    @Test("a container thrown out of the top-level decode reads its object after the call")
    func containerThrownFromTheRoot() throws {
        let decoder = StrataJSONDecoder()
        let error = try #require(caught { _ = try decoder.decode(ThrowsContainer.self, from: Data(#"{"x": 5}"#.utf8)) })
        _ = try decoder.decode(ThrowsContainer.self, from: Data(#"{"x": 6}"#.utf8))
        _ = caught { _ = try decoder.decode(ThrowsContainer.self, from: Data(#"{"x": 7}"#.utf8)) }
        let carried = try #require(error as? ThrowsContainer.Carried)
        #expect(try Self.x(carried.container) == 5)
    }
}
