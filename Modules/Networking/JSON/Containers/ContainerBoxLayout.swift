import Synchronization

/// Whether a `KeyedDecodingContainer` is exactly one strong reference to the box the standard
/// library allocates for it, which is what lets `SpareContainers` reuse a box nobody else holds.
///
/// The layout is the standard library's own business, so it is checked at run time rather than
/// assumed: a struct of one pointer's size whose only stored property (as reflection reports it) is a
/// class instance is that reference. The layout does not depend on the key type, so the first
/// container checked answers for the process. If a future standard library stores anything else, the
/// check fails and containers are simply not reused.
enum ContainerBoxLayout {
    private static let unknown: UInt8 = 0
    private static let oneReference: UInt8 = 1
    private static let other: UInt8 = 2
    private static let answer = Atomic<UInt8>(unknown)

    /// Whether `container`, and so every keyed container, is its box reference.
    static func isOneReference<Key>(_ container: KeyedDecodingContainer<Key>) -> Bool {
        var known = answer.load(ordering: .relaxed)
        if known == unknown {
            known = check(container) ? oneReference : other
            answer.store(known, ordering: .relaxed)
        }
        return known == oneReference
    }

    private static func check<Key>(_ container: KeyedDecodingContainer<Key>) -> Bool {
        guard MemoryLayout<KeyedDecodingContainer<Key>>.size == MemoryLayout<AnyObject>.size,
            MemoryLayout<KeyedDecodingContainer<Key>>.alignment == MemoryLayout<AnyObject>.alignment
        else { return false }
        let children = Mirror(reflecting: container).children
        guard children.count == 1, let stored = children.first?.value,
            type(of: stored) is AnyObject.Type
        else { return false }
        return ObjectIdentifier(stored as AnyObject) == ObjectIdentifier(unsafeBitCast(container, to: AnyObject.self))
    }
}
