/// The unescaped text of a document's strings that had escapes, written by the parser as it scans
/// them and read back by the decoders.
///
/// Unescaping while the string is scanned makes scanning, UTF-8 validation and unescaping one pass
/// over the bytes instead of three, and lets a key with escapes be compared byte for byte. A string's
/// tape entry then carries `TapeKind.copiedFlag`, and its offset and length locate its text here.
/// `JSONDocument` owns the buffer and keeps it from one decode to the next, like the tape.
struct TextBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Bytes written so far; the next string's text starts here.
    var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the storage; called once, by the owner.
    func deallocate() {
        base.deallocate()
    }

    /// Empties the buffer for a new document.
    mutating func reset() {
        count = 0
    }

    /// Makes room for writing up to `end` (an offset from `base`), keeping the first `written`
    /// bytes (those of earlier strings and the part of the current one written so far); `base` may
    /// move. The scanner reserves sixteen bytes past where it writes, the most one step stores.
    @inline(__always)
    mutating func reserve(upTo end: Int, keeping written: Int) {
        if end > capacity { grow(to: end, keeping: written) }
    }

    @inline(never)
    private mutating func grow(to end: Int, keeping written: Int) {
        let newCapacity = max(capacity * 2, end)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: written)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
