import Testing

@testable import StrataJSON

/// Box reuse rests on one fact about the standard library: a `KeyedDecodingContainer` is exactly one
/// reference to its box. `ContainerBoxLayout.check` reads that from the type's field records; it must
/// say yes on this toolchain (or reuse silently stops, which `ContainerReuseTests` would also see),
/// and no for every other shape a future standard library might choose.
@Suite("The keyed container's layout, checked without Mirror")
struct ContainerBoxLayoutTests {
    final class Box {}
    enum Keys: CodingKey { case a }

    struct OneReference { let box: Box }
    struct OneInteger { let value: Int }
    struct OneOptionalReference { let box: Box? }
    struct OneWeakReference { weak var box: Box? }
    struct OneExistential { let box: AnyObject }
    struct TwoReferences {
        let first: Box
        let second: Box
    }
    struct NestedReference { let inner: OneReference }

    @Test("the standard library's keyed container is one reference to a class instance")
    func standardLibraryContainer() {
        #expect(ContainerBoxLayout.check(KeyedDecodingContainer<Keys>.self))
    }

    @Test("a struct of exactly one class reference passes")
    func oneReference() {
        #expect(ContainerBoxLayout.check(OneReference.self))
    }

    @Test(
        "every other layout fails",
        arguments: [
            ("Int", ContainerBoxLayout.check(OneInteger.self)),
            ("optional reference", ContainerBoxLayout.check(OneOptionalReference.self)),
            ("weak reference", ContainerBoxLayout.check(OneWeakReference.self)),
            ("AnyObject existential", ContainerBoxLayout.check(OneExistential.self)),
            ("two references", ContainerBoxLayout.check(TwoReferences.self)),
            (
                "a struct holding the reference (the check is conservative)",
                ContainerBoxLayout.check(NestedReference.self)
            ),
            ("a class", ContainerBoxLayout.check(Box.self)),
        ])
    func otherLayouts(name: String, passes: Bool) {
        #expect(!passes, "\(name)")
    }
}
