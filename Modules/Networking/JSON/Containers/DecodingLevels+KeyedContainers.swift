extension DecodingLevels {
    /// A keyed container of `decoder`, the innermost active one: a spare if one is free, else a new
    /// one, filed as a spare where it can be.
    @inline(__always)
    mutating func keyedContainer<Key: CodingKey>(_: Key.Type, of decoder: TapeDecoder) -> KeyedDecodingContainer<Key> {
        let level = activeLevel
        if let spare = spares.spare(for: Key.self, level: level, decoder: decoder) {
            // Only a `KeyedDecodingContainer<Key>`'s box and the unboxer of that container type are
            // ever filed under `Key` (`file`), and `ContainerBoxLayout` checked that such a container
            // is exactly its box reference. Both are used unretained, which is safe: the unboxer
            // outlives every spare (see `SpareContainers.Spare`), and the box stays filed, so alive,
            // while the container is made from it.
            let unboxer = Unmanaged<ContainerUnboxer<KeyedDecodingContainer<Key>>>.fromOpaque(spare.unboxer.toOpaque())
            return unboxer._withUnsafeGuaranteedRef { unboxer in
                spare.box._withUnsafeGuaranteedRef { unboxer.container(of: $0) }
            }
        }
        return newKeyedContainer(Key.self, of: decoder, level: level)
    }

    private mutating func newKeyedContainer<Key: CodingKey>(
        _: Key.Type, of decoder: TapeDecoder, level: Int
    ) -> KeyedDecodingContainer<Key> {
        let target = ContainerTarget(sparing: decoder)
        let factory = containerFactories.factory(for: Key.self)
        let container = factory.container(for: target)
        guard ContainerBoxLayout.isOneReference(container),
            spares.file(container, unboxer: factory.unboxer, target: target, level: level)
        else {
            target.keep()
            return container
        }
        return container
    }
}
