/// Turns a spare's box back into the `KeyedDecodingContainer` it was filed as, without a type lookup.
///
/// `Decoder.container(keyedBy:)` runs as unspecialized generic code, and `KeyedDecodingContainer`
/// is a resilient type of the standard library: there, every value of type
/// `KeyedDecodingContainer<Key>`, even one made by a bit cast, is handled through that type's
/// metadata, which the runtime looks up in a global hash table on each call (about 430
/// instructions: 4 % of decoding a list of GitHub-style issues, 9 % of a list of users). Code generic over the container
/// type itself, in a method of a class generic over it, reads that metadata from its instance's
/// class metadata instead, in one load. So a spare container is handed out through an unboxer of its
/// container type, filed with it at its first hand-out (see `SpareContainers`).
final class ContainerUnboxer<Container>: Sendable {
    /// `box` as a `Container`. The caller guarantees that `box` is the box of a `Container` that
    /// `ContainerBoxLayout` found to be exactly its box reference.
    // Never inlined: inlined into generic code over the key type, the cast would look the container
    // type's metadata up again.
    @inline(never)
    func container(of box: AnyObject) -> Container {
        unsafeBitCast(box, to: Container.self)
    }
}
