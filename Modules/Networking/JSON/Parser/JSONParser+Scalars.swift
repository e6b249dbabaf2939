/// Literals and numbers for `JSONParser`: `true`, `false` and `null` are checked four bytes at once;
/// numbers are checked against the RFC 8259 grammar and recorded with a flag telling integers from
/// numbers with a fraction or an exponent, so the readers pick the right conversion without rescanning.
extension JSONParser {
    @inline(__always)
    mutating func scanLiteral(_ word: UInt32, length: Int, tag: UInt32) throws(JSONParseError) {
        let tail = pos + length - 4
        if tail + 4 <= count
            && UnsafeRawPointer(bytes + tail).loadUnaligned(as: UInt32.self) == UInt32(littleEndian: word)
        {
            _ = tape.append(TapeEntry(tag: tag, offset: UInt32(pos), length: UInt32(length), end: 0))
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

    mutating func scanNumber() throws(JSONParseError) {
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
        _ = tape.append(TapeEntry(tag: tag, offset: UInt32(start), length: UInt32(pos - start), end: 0))
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
