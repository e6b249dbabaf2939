extension DecodingLevels {
    /// A keyed container of `decoder`, the innermost active one: a spare if one is free, else a new
    /// one, filed as a spare where it can be.
    @inline(__always)
    mutating func keyedContainer<Key: CodingKey>(_: Key.Type, of decoder: TapeDecoder) -> KeyedDecodingContainer<Key> {
        let level = activeLevel
        if let box = spares.box(for: Key.self, level: level, decoder: decoder) {
            // Only a `KeyedDecodingContainer<Key>`'s box is ever filed under `Key` (`file`), and
            // `ContainerBoxLayout` checked that such a container is exactly its box reference.
            return unsafeBitCast(box, to: KeyedDecodingContainer<Key>.self)
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
