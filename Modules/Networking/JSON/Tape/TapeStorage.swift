/// The parsed form of one document: the document's bytes, its tape, the unescaped text of its strings
/// with escapes and the key-lookup hints.
///
/// The tape, the text and the hints belong to one `JSONDocument`, which frees them in its `deinit` and reuses
/// them for the next document while it waits in its decoder; so do the bytes once the document owns
/// them (a transcoded input, or a copy made by `JSONDocument.keepInput`). `TapeReader` points here so
/// that containers reach all of them through one pointer.
struct TapeStorage {
    /// A cached guess of where the next key lookup of an object should start.
    typealias KeyHint = (object: UInt32, key: UInt32)
    /// The strings that stand for +∞, −∞ and NaN under `.convertFromString`.
    typealias NonConformingFloats = (positiveInfinity: String, negativeInfinity: String, nan: String)

    /// How document keys become the names `CodingKey`s are compared with.
    enum KeyMode: UInt8, Sendable {
        case exact, snakeCase, custom
    }

    /// Number of hint slots; a power of two so an object's slot is a mask of its tape index.
    static let hintSlots = 64

    /// The caller's input while the decode call runs; the document's own copy after it, if needed.
    var bytes: UnsafePointer<UInt8>
    /// Whether `bytes` is the document's copy, to be freed with it.
    var ownsBytes = false
    var count = 0
    /// The entries, which the document's `TapeBuffer` owns.
    var tape: UnsafeMutablePointer<TapeEntry>
    /// The unescaped text of strings that had escapes, which the document's `TextBuffer` owns.
    var text: UnsafePointer<UInt8>
    let hints: UnsafeMutablePointer<KeyHint>
    var keyMode = KeyMode.exact
    /// The converted keys of each object, under `.custom` key decoding only.
    var customKeys: CustomKeyIndex?
    var nonConformingFloats: NonConformingFloats?
    /// Tape index of the `null` the parser appends after the document, for `superDecoder(forKey:)`
    /// on a missing key, which Foundation answers with a decoder for `null`.
    var nullIndex = 0

    init(bytes: UnsafePointer<UInt8>, tape: UnsafeMutablePointer<TapeEntry>, text: UnsafePointer<UInt8>) {
        self.bytes = bytes
        self.tape = tape
        self.text = text
        hints = .allocate(capacity: Self.hintSlots)
        resetHints()
    }

    /// Forgets every hint: they are tape indexes of the previous document.
    func resetHints() {
        hints.initialize(repeating: (UInt32.max, 0), count: Self.hintSlots)
    }
}
