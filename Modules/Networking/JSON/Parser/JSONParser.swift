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
    private(set) var tape: UnsafeMutablePointer<TapeEntry>
    private(set) var tapeCount = 0
    private var tapeCapacity: Int

    init(bytes: UnsafePointer<UInt8>, count: Int, maximumDepth: Int, allowsTrailingCommas: Bool) {
        self.bytes = bytes
        self.count = count
        self.maximumDepth = maximumDepth
        self.allowsTrailingCommas = allowsTrailingCommas
        tapeCapacity = count / 8 + 16
        tape = .allocate(capacity: tapeCapacity)
    }

    func deallocate() {
        tape.deallocate()
    }

    mutating func parse() throws(JSONParseError) {
        guard count <= Int(Int32.max) else { throw JSONParseError(kind: .documentTooLarge, offset: 0) }
        let stackCapacity = min(maximumDepth, count / 2 + 1) + 1
        try withUnsafeTemporaryAllocation(of: UInt64.self, capacity: stackCapacity) { stack throws(JSONParseError) in
            try parse(stack: stack.baseAddress!)
        }
    }

    /// Each open container is one stack word: tape index in the high 32 bits, bit 31 set for
    /// objects, and the number of commas seen so far in the low bits.
    private mutating func parse(stack: UnsafeMutablePointer<UInt64>) throws(JSONParseError) {
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
                let index = append(
                    TapeEntry(
                        tag: isObject ? TapeKind.object : TapeKind.array, offset: UInt32(pos), length: 0, end: 0))
                pos += 1
                skipWhitespace()
                if pos < count && bytes[pos] == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                    pos += 1
                    tape[index].end = UInt32(tapeCount)
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
                    _ = append(TapeEntry(tag: TapeKind.null, offset: UInt32(pos), length: 0, end: 0))
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
        tape[index].length = afterTrailingComma ? commas : commas &+ 1
        tape[index].end = UInt32(tapeCount)
    }

    @inline(__always)
    mutating func append(_ entry: TapeEntry) -> Int {
        if tapeCount == tapeCapacity { grow() }
        tape[tapeCount] = entry
        tapeCount += 1
        return tapeCount - 1
    }

    private mutating func grow() {
        let newCapacity = tapeCapacity * 2
        let newTape = UnsafeMutablePointer<TapeEntry>.allocate(capacity: newCapacity)
        newTape.moveInitialize(from: tape, count: tapeCount)
        tape.deallocate()
        tape = newTape
        tapeCapacity = newCapacity
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < count {
            let byte = bytes[pos]
            if byte > ASCII.space { return }
            guard
                byte == ASCII.space || byte == ASCII.newline || byte == ASCII.carriageReturn
                    || byte == ASCII.tab
            else { return }
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

    @inline(__always)
    private mutating func scanLiteral(_ word: UInt32, length: Int, tag: UInt32) throws(JSONParseError) {
        let tail = pos + length - 4
        if tail + 4 <= count
            && UnsafeRawPointer(bytes + tail).loadUnaligned(as: UInt32.self) == UInt32(littleEndian: word)
        {
            _ = append(TapeEntry(tag: tag, offset: UInt32(pos), length: UInt32(length), end: 0))
            pos += length
            return
        }
        let expected: [UInt8] =
            tag == TapeKind.true
            ? Array("true".utf8)
            : tag == TapeKind.false ? Array("false".utf8) : Array("null".utf8)
        for (i, byte) in expected.enumerated() {
            guard pos + i < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: pos + i) }
            if bytes[pos + i] != byte {
                throw JSONParseError(kind: .unexpectedCharacter(bytes[pos + i]), offset: pos + i)
            }
        }
        throw JSONParseError(kind: .unexpectedEndOfInput, offset: count)
    }

    private mutating func scanNumber() throws(JSONParseError) {
        let start = pos
        var tag = TapeKind.number
        if bytes[pos] == ASCII.minus { pos += 1 }
        guard pos < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: pos) }
        let first = bytes[pos]
        if first == ASCII.zero {
            pos += 1
        } else if first >= ASCII.one && first <= ASCII.nine {
            pos += 1
            skipDigits()
        } else {
            throw JSONParseError(kind: .invalidNumber, offset: pos)
        }
        if pos < count && bytes[pos] == ASCII.dot {
            pos += 1
            tag |= TapeKind.fractionFlag
            try requireDigit()
            skipDigits()
        }
        if pos < count && bytes[pos] | 0x20 == ASCII.letterE {
            pos += 1
            tag |= TapeKind.fractionFlag
            if pos < count && (bytes[pos] == ASCII.plus || bytes[pos] == ASCII.minus) { pos += 1 }
            try requireDigit()
            skipDigits()
        }
        _ = append(TapeEntry(tag: tag, offset: UInt32(start), length: UInt32(pos - start), end: 0))
    }

    @inline(__always)
    private mutating func skipDigits() {
        while pos < count && bytes[pos] &- ASCII.zero < 10 { pos += 1 }
    }

    @inline(__always)
    private func requireDigit() throws(JSONParseError) {
        guard pos < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: pos) }
        guard bytes[pos] &- ASCII.zero < 10 else { throw JSONParseError(kind: .invalidNumber, offset: pos) }
    }
}
