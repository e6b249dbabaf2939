/// What a `StrataJSONDecoder` guards with its lock: the settings as set, their current snapshot, and
/// one document left by an earlier decode for the next one to reuse.
struct DecoderState: Sendable {
    private(set) var options = DecodingOptions()
    private(set) var settings = DecodingSettings(DecodingOptions())
    /// A document no decode uses, with its buffers; a decode takes it, or makes its own if another
    /// decode has it, and puts it back at the end if no `Decodable` kept a reference to it.
    private var spare: SpareDocument?

    /// Changes the settings; decodes that start afterwards see the change, running ones do not.
    mutating func update(_ change: (inout DecodingOptions) -> Void) {
        change(&options)
        settings = DecodingSettings(options)
    }

    /// The current settings and the spare document, which is no longer spare.
    mutating func begin() -> (DecodingSettings, JSONDocument?) {
        defer { spare = nil }
        return (settings, spare?.document)
    }

    /// Keeps `document` for the next decode unless one is kept already. The caller must hold the only
    /// reference to it and give that up.
    mutating func park(_ document: JSONDocument) {
        if spare == nil { spare = SpareDocument(document: document) }
    }
}

/// A document between two decodes, owned by the state of its decoder.
struct SpareDocument: @unchecked Sendable {
    // @unchecked is safe: a `JSONDocument` is only ever used by one thread at a time. It enters this
    // wrapper through `DecoderState.park`, whose caller held the only reference to it (the decode
    // checked `isKnownUniquelyReferenced` after every decoder and container of the document was gone)
    // and gives it up, and it leaves through `DecoderState.begin`, which hands it to exactly one decode;
    // both run under the decoder's lock, so the thread that parks it and the one that takes it are
    // ordered by that lock, and while it is parked no code can reach it.
    let document: JSONDocument
}
