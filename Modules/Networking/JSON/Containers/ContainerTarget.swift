/// The decoder a keyed container reads, referenced so that the container can be reused.
///
/// A `KeyedDecodingContainer` kept for reuse (see `SpareContainers`) must not count as a reference
/// to its decoder: `TapeDecoder.decodeChild` tells a kept decoder by its reference count, and every
/// pooled decoder would look kept. It must also serve the next decoder that asks for it. So a keyed
/// container reaches its decoder through a target, which a spare's hand-out points at the asking
/// decoder without retaining it, and which retains it (`keeper`) when the container is not a spare or
/// once a spare is found held after its `init(from:)` returned.
final class ContainerTarget {
    /// The decoder whose object the container reads.
    // Safe without a retain: a spare's target is pointed at the decoder that asks for the spare when it
    // is handed out (`SpareContainers.box`), and a spare is handed out only while nobody else holds
    // it, so nobody reads through a target between its decoder going away and its next hand-out.
    // While the asking decoder's `init(from:)` runs, the decoder is held by `decodeChild` (or
    // `decodeRoot`); when it returns, a spare someone still holds gets the decoder as its `keeper`
    // (`SpareContainers.settle`). Every other target retains its decoder from the start. Unchecked
    // exclusivity: the property is read per key decoded, and written only by the decoding thread
    // while no container reads it.
    @exclusivity(unchecked) unowned(unsafe) var decoder: TapeDecoder
    /// The strong reference that keeps `decoder` alive for a container that may outlive its level.
    private var keeper: TapeDecoder?

    /// A target that retains its decoder: for containers that are not spares.
    init(keeping decoder: TapeDecoder) {
        self.decoder = decoder
        keeper = decoder
    }

    /// A target for a spare container, pointed at `decoder` for now and not retaining it.
    init(sparing decoder: TapeDecoder) {
        self.decoder = decoder
    }

    /// Retains the decoder from now on: its spare container is held by someone past `init(from:)`.
    func keep() {
        keeper = decoder
    }
}
