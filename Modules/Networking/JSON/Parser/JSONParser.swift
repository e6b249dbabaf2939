/// Validates a whole document against RFC 8259 in one pass and records every value on a tape.
///
/// With `allowsTrailingCommas` it also accepts one comma before a closing bracket or brace, as
/// Foundation does; those checks sit only on paths that would otherwise throw, so they cost valid
/// documents nothing. Doing all validation up front means the decoding phase never meets malformed input, so it can use
/// unchecked fast paths; running iteratively (an explicit stack, no recursion) means a hostile document
/// of 100,000 `[` is rejected by the depth limit instead of overflowing the thread's stack.
struct JSONParser {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let maximumDepth: Int
    /// Whether `[1,]` and `{"a":1,}` are accepted, as Foundation accepts them.
    let allowsTrailingCommas: Bool
    var pos = 0
    /// Where the entries go; the caller's buffer, handed back through this property after the parse.
    var tape: TapeBuffer

    init(bytes: UnsafePointer<UInt8>, count: Int, maximumDepth: Int, allowsTrailingCommas: Bool, tape: TapeBuffer) {
        self.bytes = bytes
        self.count = count
        self.maximumDepth = maximumDepth
        self.allowsTrailingCommas = allowsTrailingCommas
        self.tape = tape
    }

    /// The number of stack words `parse(stack:)` needs for a document of `count` bytes.
    static func stackCapacity(count: Int, maximumDepth: Int) -> Int {
        min(maximumDepth, count / 2 + 1) + 1
    }

    /// Parses the whole document onto the tape. Each open container is one word of `stack`, which must
    /// hold `stackCapacity(count:maximumDepth:)` words: tape index in the high 32 bits, bit 31 set for
    /// objects, and the number of commas seen so far in the low bits.
    mutating func parse(stack: UnsafeMutablePointer<UInt64>) throws(JSONParseError) {
        guard count <= Int(Int32.max) else { throw JSONParseError(kind: .documentTooLarge, offset: 0) }
        let objectBit: UInt64 = 1 << 31
        var depth = 0
        outer: while true {
            skipWhitespace()
            guard pos < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: pos) }
            switch bytes[pos] {
            case ASCII.quote:
                try scanString()
            case ASCII.openBrace, ASCII.openBracket:
                let isObject = bytes[pos] == ASCII.openBrace
                guard depth < maximumDepth else {
                    throw JSONParseError(kind: .depthLimitExceeded(maximumDepth), offset: pos)
                }
                let index = tape.append(
                    TapeEntry(
                        tag: isObject ? TapeKind.object : TapeKind.array, offset: UInt32(pos), length: 0, end: 0))
                pos += 1
                skipWhitespace()
                if pos < count && bytes[pos] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                    pos += 1
                    tape.base[index].end = UInt32(tape.count)
                } else {
                    stack[depth] = UInt64(index) << 32 | (isObject ? objectBit : 0)
                    depth += 1
                    if isObject { try scanKeyAndColon() }
                    continue outer
                }
            case ASCII.letterT:
                try scanLiteral(0x6575_7274, length: 4, tag: TapeKind.true)
            case ASCII.letterF:
                try scanLiteral(0x6573_6C61, length: 5, tag: TapeKind.false)
            case ASCII.letterN:
                try scanLiteral(0x6C6C_756E, length: 4, tag: TapeKind.null)
            case ASCII.minus, ASCII.zero...ASCII.nine:
                try scanNumber()
            default:
                // A value was expected; in an array that has had a value, a `]` here follows a comma.
                guard allowsTrailingCommas, bytes[pos] == ASCII.closeBracket, depth > 0,
                    stack[depth - 1] & objectBit == 0
                else {
                    throw JSONParseError(kind: .unexpectedCharacter(bytes[pos]), offset: pos)
                }
                pos += 1
                close(stack[depth - 1], afterTrailingComma: true)
                depth -= 1
            }

            while true {
                guard depth > 0 else {
                    skipWhitespace()
                    if pos != count { throw JSONParseError(kind: .trailingCharacters, offset: pos) }
                    _ = tape.append(TapeEntry(tag: TapeKind.null, offset: UInt32(pos), length: 0, end: 0))
                    return
                }
                skipWhitespace()
                guard pos < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: pos) }
                let byte = bytes[pos]
                let top = stack[depth - 1]
                let isObject = top & objectBit != 0
                if byte == ASCII.comma {
                    pos += 1
                    stack[depth - 1] = top &+ 1
                    if isObject {
                        skipWhitespace()
                        if pos < count && bytes[pos] == ASCII.closeBrace && allowsTrailingCommas {
                            pos += 1
                            close(top &+ 1, afterTrailingComma: true)
                            depth -= 1
                            continue
                        }
                        try scanKeyAndColon()
                    }
                    continue outer
                }
                guard byte == (isObject ? ASCII.closeBrace : ASCII.closeBracket) else {
                    throw JSONParseError(kind: .unexpectedCharacter(byte), offset: pos)
                }
                pos += 1
                close(top, afterTrailingComma: false)
                depth -= 1
            }
        }
    }

    /// Records the element count and end of the container whose stack word is `word`: one more than
    /// its commas, or exactly its commas when the last comma closed it.
    @inline(__always)
    private mutating func close(_ word: UInt64, afterTrailingComma: Bool) {
        let index = Int(word >> 32)
        let commas = UInt32(truncatingIfNeeded: word & ((1 << 31) - 1))
        tape.base[index].length = afterTrailingComma ? commas : commas &+ 1
        tape.base[index].end = UInt32(tape.count)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < count {
            let byte = bytes[pos]
            guard byte <= ASCII.space, ASCII.isWhitespace(byte) else { return }
            pos += 1
        }
    }

    @inline(__always)
    private mutating func scanKeyAndColon() throws(JSONParseError) {
        guard pos < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: pos) }
        guard bytes[pos] == ASCII.quote else {
            throw JSONParseError(kind: .unexpectedCharacter(bytes[pos]), offset: pos)
        }
        try scanString()
        skipWhitespace()
        guard pos < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: pos) }
        guard bytes[pos] == ASCII.colon else {
            throw JSONParseError(kind: .unexpectedCharacter(bytes[pos]), offset: pos)
        }
        pos += 1
    }
}
