@_spi(Reflection) import Swift
import Synchronization

/// Whether a `KeyedDecodingContainer` is exactly one strong reference to the box the standard
/// library allocates for it, which is what lets `SpareContainers` reuse a box nobody else holds.
///
/// The layout is the standard library's own business, so it is checked at run time rather than
/// assumed: the container must be one pointer wide and its only stored property, at offset 0, of a
/// class type. The layout does not depend on the key type, so the first container checked answers
/// for the process. If a future standard library stores anything else, the check fails and
/// containers are simply not reused.
///
/// The check reads the type's field records with the standard library's reflection SPI
/// (`_forEachField`), about 4,000 instructions. `Mirror` answered the same question from an
/// instance, but made the runtime look up conformances and generic types no decode needs, cold,
/// in every image the process loaded: 2.8 million instructions, more than half of a command-line
/// tool's first decode.
enum ContainerBoxLayout {
    private static let unknown: UInt8 = 0
    private static let oneReference: UInt8 = 1
    private static let other: UInt8 = 2
    private static let answer = Atomic<UInt8>(unknown)

    /// Whether `container`, and so every keyed container, is its box reference.
    static func isOneReference<Key>(_ container: KeyedDecodingContainer<Key>) -> Bool {
        var known = answer.load(ordering: .relaxed)
        if known == unknown {
            known = check(KeyedDecodingContainer<Key>.self) ? oneReference : other
            answer.store(known, ordering: .relaxed)
        }
        return known == oneReference
    }

    /// Whether `Container` is one pointer wide and its one stored property, at offset 0, holds a class
    /// instance. A reference to a class instance is its address, so the container's bits are then the
    /// box reference, which is what `unsafeBitCast(container, to: AnyObject.self)` relies on.
    static func check<Container>(_: Container.Type) -> Bool {
        guard MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size,
            MemoryLayout<Container>.alignment == MemoryLayout<AnyObject>.alignment
        else { return false }
        var fields = 0
        var isReference = false
        // No options: an option set literal here would cost a generic conformance lookup of its own.
        let walked = _forEachField(of: Container.self, options: _EachFieldOptions(rawValue: 0)) {
            _, offset, type, kind in
            fields += 1
            isReference = offset == 0 && kind == .class && type is AnyObject.Type
            return fields == 1
        }
        return walked && fields == 1 && isReference
    }
}
