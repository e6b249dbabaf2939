/// Makes the `KeyedDecodingContainer<Key>` for one key type without the runtime's type lookups.
///
/// `Decoder.container(keyedBy:)` is always called through an existential, so it runs as unspecialized
/// generic code, and spelling `KeyedContainer<Key>` there makes the runtime look up that type's
/// metadata and its conformance in global hash tables, for every JSON object. A factory pays for the
/// lookups once, when it is made, and keeps the result as a constrained existential metatype: opening
/// it hands the type and its conformance straight to `KeyedDecodingContainer.init`.
final class KeyedContainerFactory<Key: CodingKey>: Sendable {
    private let containerType: any TapeKeyedContainer<Key>.Type = KeyedContainer<Key>.self

    /// A container reading the object of `target`'s decoder.
    @inline(__always)
    func container(for target: ContainerTarget) -> KeyedDecodingContainer<Key> {
        Self.container(of: containerType, for: target)
    }

    private static func container<Container: TapeKeyedContainer<Key>>(
        of type: Container.Type, for target: ContainerTarget
    ) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(target: target))
    }
}
