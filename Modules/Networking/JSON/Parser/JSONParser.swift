/// Validates a whole document against RFC 8259 in one pass and records every value on a tape.
///
/// With `allowsTrailingCommas` it also accepts one comma before a closing bracket or brace, as
/// Foundation does; those checks sit only on paths that would otherwise throw, so they cost valid
/// documents nothing. Doing all validation up front means the decoding phase never meets malformed
/// input, so it can use unchecked fast paths; running iteratively (an explicit stack, no recursion)
/// means a hostile document of 100,000 `[` is rejected by the depth limit instead of overflowing the
/// thread's stack. The loop keeps its position and the tape's end in local variables, which the
/// scanners take `inout`, so the hot path works in registers rather than through `self`.
struct JSONParser {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let maximumDepth: Int
    /// Whether `[1,]` and `{"a":1,}` are accepted, as Foundation accepts them.
    let allowsTrailingCommas: Bool
    /// Where the entries go; the caller's buffer, handed back through this property after the parse.
    var tape: TapeBuffer
    /// Where the unescaped text of strings with escapes goes; the caller's, handed back the same way.
    var text: TextBuffer

    /// The number of stack words `parse(stack:)` needs for a document of `count` bytes.
    static func stackCapacity(count: Int, maximumDepth: Int) -> Int {
        min(maximumDepth, count / 2 + 1) + 1
    }

    /// Parses the whole document onto the tape. Each open container is one word of `stack`, which must
    /// hold `stackCapacity(count:maximumDepth:)` words: tape index in the high 32 bits, bit 31 set for
    /// objects, and the number of commas seen so far in the low bits.
    mutating func parse(stack: UnsafeMutablePointer<UInt64>) throws(JSONParseError) {
        guard count <= Int(Int32.max) else { throw JSONParseError(kind: .documentTooLarge, offset: 0) }
        var out = tape
        var text = self.text
        defer {
            tape = out
            self.text = text
        }
        try parse(stack: stack, into: &out, text: &text)
    }

    private func parse(stack: UnsafeMutablePointer<UInt64>, into out: inout TapeBuffer, text: inout TextBuffer)
        throws(JSONParseError)
    {
        let objectBit: UInt64 = 1 << 31
        var depth = 0
        var p = 0
        outer: while true {
            p = skipWhitespace(from: p)
            guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: p) }
            let byte = bytes[p]
            switch byte {
            case ASCII.quote:
                p = try scanString(at: p, into: &out, text: &text)
            case ASCII.openBrace, ASCII.openBracket:
                let isObject = byte == ASCII.openBrace
                guard depth < maximumDepth else {
                    throw JSONParseError(kind: .depthLimitExceeded(maximumDepth), offset: p)
                }
                let index = out.append(
                    TapeEntry(container: isObject ? TapeKind.object : TapeKind.array))
                p = skipWhitespace(from: p &+ 1)
                if p < count && bytes[p] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                    p &+= 1
                    out.base[index].end = UInt32(truncatingIfNeeded: out.count)
                    break
                }
                stack[depth] = UInt64(index) << 32 | (isObject ? objectBit : 0)
                depth &+= 1
                if isObject { p = try scanKeyAndColon(at: p, into: &out, text: &text) }
                continue outer
            case ASCII.letterT:
                p = try scanLiteral(at: p, 0x6575_7274, length: 4, tag: TapeKind.true, into: &out)
            case ASCII.letterF:
                p = try scanLiteral(at: p, 0x6573_6C61, length: 5, tag: TapeKind.false, into: &out)
            case ASCII.letterN:
                p = try scanLiteral(at: p, 0x6C6C_756E, length: 4, tag: TapeKind.null, into: &out)
            case ASCII.minus, ASCII.zero...ASCII.nine:
                p = try scanNumber(at: p, into: &out)
            default:
                // A value was expected; in an array that has had a value, a `]` here follows a comma.
                guard allowsTrailingCommas, byte == ASCII.closeBracket, depth > 0, stack[depth - 1] & objectBit == 0
                else {
                    throw JSONParseError(kind: .unexpectedCharacter(byte), offset: p)
                }
                p &+= 1
                Self.close(stack[depth - 1], afterTrailingComma: true, in: &out)
                depth &-= 1
            }

            while true {
                guard depth > 0 else {
                    p = skipWhitespace(from: p)
                    if p != count { throw JSONParseError(kind: .trailingCharacters, offset: p) }
                    _ = out.append(TapeEntry(tag: TapeKind.null, offset: UInt32(p), length: 0))
                    return
                }
                p = skipWhitespace(from: p)
                guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: p) }
                let byte = bytes[p]
                let top = stack[depth - 1]
                let isObject = top & objectBit != 0
                if byte == ASCII.comma {
                    p &+= 1
                    stack[depth - 1] = top &+ 1
                    if isObject {
                        p = skipWhitespace(from: p)
                        if p < count && bytes[p] == ASCII.closeBrace && allowsTrailingCommas {
                            p &+= 1
                            Self.close(top &+ 1, afterTrailingComma: true, in: &out)
                            depth &-= 1
                            continue
                        }
                        p = try scanKeyAndColon(at: p, into: &out, text: &text)
                    }
                    continue outer
                }
                guard byte == (isObject ? ASCII.closeBrace : ASCII.closeBracket) else {
                    throw JSONParseError(kind: .unexpectedCharacter(byte), offset: p)
                }
                p &+= 1
                Self.close(top, afterTrailingComma: false, in: &out)
                depth &-= 1
            }
        }
    }

    /// Records the element count and end of the container whose stack word is `word`: one more than
    /// its commas, or exactly its commas when the last comma closed it.
    @inline(__always)
    private static func close(_ word: UInt64, afterTrailingComma: Bool, in out: inout TapeBuffer) {
        let index = Int(word >> 32)
        let commas = UInt32(truncatingIfNeeded: word & ((1 << 31) - 1))
        out.base[index].length = afterTrailingComma ? commas : commas &+ 1
        out.base[index].end = UInt32(truncatingIfNeeded: out.count)
    }

    /// The offset of the first byte at or after `p` that is not whitespace, or `count`.
    @inline(__always)
    func skipWhitespace(from p: Int) -> Int {
        Whitespace.skip(bytes, count: count, from: p)
    }

    /// Scans the key at `p` (whitespace already skipped) and the colon after it; returns the offset
    /// past the colon.
    @inline(__always)
    private func scanKeyAndColon(at p: Int, into out: inout TapeBuffer, text: inout TextBuffer)
        throws(JSONParseError) -> Int
    {
        guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: p) }
        guard bytes[p] == ASCII.quote else { throw JSONParseError(kind: .unexpectedCharacter(bytes[p]), offset: p) }
        var p = try scanString(at: p, into: &out, text: &text)
        if p < count && bytes[p] == ASCII.colon { return p &+ 1 }
        p = skipWhitespace(from: p)
        guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: p) }
        guard bytes[p] == ASCII.colon else { throw JSONParseError(kind: .unexpectedCharacter(bytes[p]), offset: p) }
        return p &+ 1
    }
}
