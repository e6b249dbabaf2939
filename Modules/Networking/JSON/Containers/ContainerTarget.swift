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
    // Safe without a retain: whenever anything on the decoding thread can read through a spare's
    // target, the decoder it points at is alive. A hand-out points it at the asking decoder
    // (`SpareContainers.box`), which `decodeChild` (or `decodeRoot`) holds while its `init(from:)`
    // runs; a spare still held when that returns gets the decoder as its `keeper` and leaves the
    // spares (`settle`); otherwise the decoder stays in its level's pool (the root decoder, in
    // `decodeRoot`) until it is detached or the decode ends, and the level's targets are pointed at
    // `unbound` first (`SpareContainers.unbind`, also for an evicted spare). That last step is for a
    // copy that reflection takes out of the standard library's box (`Mirror` can): it shares the
    // target, so it never reads a freed decoder, though it reads whatever its box reads next. Such a
    // copy used on another thread while its box serves a decode is a data race its user opted into
    // (containers are not `Sendable`), and is not covered. Every other target retains its decoder
    // from the start. Unchecked exclusivity: the property is read per key decoded and written only
    // by the decoding thread, between uses of the spare.
    @exclusivity(unchecked) unowned(unsafe) var decoder: TapeDecoder
    /// The strong reference that keeps `decoder` alive for a container that may outlive its level.
    private var keeper: TapeDecoder?

    /// A decoder of an empty object of its own, alive for the process: what a spare's target points at
    /// between hand-outs once its last decoder has left its level.
    // Safe to share: its document is parsed once, copies its bytes before the literal's buffer goes,
    // and is never reloaded; the one value a document makes lazily (`userInfo`) is never stored when
    // it is empty, as it is here; its only object is empty, so key lookups find nothing and write no
    // hints; and the decoder is detached, so it never borrows from the pool. Reading through it
    // writes nothing.
    nonisolated(unsafe) static let unbound: TapeDecoder = {
        let document = Array("{}".utf8).withUnsafeBytes { bytes in
            // `{}` always parses.
            let document = try! JSONDocument(reading: bytes, settings: DecodingSettings(DecodingOptions()))
            document.keepInput()
            return document
        }
        document.finishDecoding()
        return TapeDecoder(document: document, value: 0, path: [])
    }()

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
