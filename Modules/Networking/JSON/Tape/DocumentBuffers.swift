import Foundation

/// What a `JSONDocument` keeps from one decode to the next besides its tape storage: the settings of
/// the current decode, the parser's buffers and the `userInfo` its decoders present.
///
/// Buffers too large to keep are let go when a decode ends (`trim`), so a decoder that once read a
/// large response does not hold on to its memory while it waits for the next one.
struct DocumentBuffers {
    /// Tape entries kept for the next document.
    private static let retainedTapeCapacity = 1 << 16
    /// Bytes of unescaped text kept for the next document.
    private static let retainedTextCapacity = 1 << 19
    /// Parser stack words kept for the next document (Foundation's depth limit needs 513).
    private static let retainedStackCapacity = 1 << 10

    var settings: DecodingSettings
    var tape: TapeBuffer
    var text = TextBuffer(capacity: 256)
    private var stack: UnsafeMutablePointer<UInt64>?
    private var stackCapacity = 0
    var userInfo: [CodingUserInfoKey: Any]?

    init(settings: DecodingSettings, tapeCapacity: Int) {
        self.settings = settings
        tape = TapeBuffer(capacity: tapeCapacity)
    }

    /// Frees every buffer; called once, by the owning document.
    func deallocate() {
        tape.deallocate()
        text.deallocate()
        stack?.deallocate()
    }

    /// The parser's stack for a document of `count` bytes, grown if it needs more than the last one.
    mutating func stack(for count: Int, maximumDepth: Int) -> UnsafeMutablePointer<UInt64> {
        let needed = JSONParser.stackCapacity(count: count, maximumDepth: maximumDepth)
        if let stack, stackCapacity >= needed { return stack }
        stack?.deallocate()
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: needed)
        stack = grown
        stackCapacity = needed
        return grown
    }

    /// Lets go of the `userInfo` of the decode that ended and of the buffers too large to keep. The
    /// tape and the text may move: their owner points its storage at them again.
    mutating func trim() {
        userInfo = nil
        if tape.capacity > Self.retainedTapeCapacity {
            tape.deallocate()
            tape = TapeBuffer(capacity: 16)
        }
        if text.capacity > Self.retainedTextCapacity {
            text.deallocate()
            text = TextBuffer(capacity: 256)
        }
        if stackCapacity > Self.retainedStackCapacity {
            stack?.deallocate()
            stack = nil
            stackCapacity = 0
        }
    }
}
