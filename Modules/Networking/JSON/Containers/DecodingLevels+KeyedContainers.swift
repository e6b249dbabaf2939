extension DecodingLevels {
    /// A keyed container of `decoder`, the innermost active one: a spare if one is free, else a new
    /// one, filed as a spare where it can be.
    @inline(__always)
    mutating func keyedContainer<Key: CodingKey>(_: Key.Type, of decoder: TapeDecoder) -> KeyedDecodingContainer<Key> {
        let level = activeLevel
        if let spare = spares.spare(for: Key.self, level: level, decoder: decoder) {
            // Only a `KeyedDecodingContainer<Key>`'s box and an unboxer of that container type are ever
            // filed under `Key`, and `ContainerBoxLayout` checked that such a container is exactly its
            // box reference. Both are used unretained, which is safe: they stay filed, so alive, while
            // the container is made.
            guard let unboxer = spare.unboxer else {
                if spares.needsUnboxer(slot: spare.slot) {
                    spares.file(unboxer: ContainerUnboxer<KeyedDecodingContainer<Key>>(), slot: spare.slot)
                }
                return spare.box._withUnsafeGuaranteedRef { unsafeBitCast($0, to: KeyedDecodingContainer<Key>.self) }
            }
            let typed = Unmanaged<ContainerUnboxer<KeyedDecodingContainer<Key>>>.fromOpaque(unboxer.toOpaque())
            return typed._withUnsafeGuaranteedRef { unboxer in
                spare.box._withUnsafeGuaranteedRef { unboxer.container(of: $0) }
            }
        }
        return newKeyedContainer(Key.self, of: decoder, level: level)
    }

    private mutating func newKeyedContainer<Key: CodingKey>(
        _: Key.Type, of decoder: TapeDecoder, level: Int
    ) -> KeyedDecodingContainer<Key> {
        let target = ContainerTarget(sparing: decoder)
        let container = containerFactories.factory(for: Key.self).container(for: target)
        guard ContainerBoxLayout.isOneReference(container), spares.file(container, target: target, level: level) else {
            target.keep()
            return container
        }
        return container
    }
}
