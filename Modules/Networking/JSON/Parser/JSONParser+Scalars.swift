/// Literals and numbers for `JSONParser`: `true`, `false` and `null` are checked four bytes at once;
/// numbers are checked against the RFC 8259 grammar and recorded with a flag telling integers from
/// numbers with a fraction or an exponent, so the readers pick the right conversion without rescanning.
extension JSONParser {
    /// Records the literal at `p` whose last four bytes are `word` (little-endian); returns the offset
    /// past it.
    @inline(__always)
    func scanLiteral(at p: Int, _ word: UInt32, length: Int, tag: UInt32, into out: inout TapeBuffer)
        throws(JSONParseError) -> Int
    {
        let tail = p &+ length &- 4
        guard tail &+ 4 <= count, UnsafeRawPointer(bytes + tail).loadUnaligned(as: UInt32.self) == word.littleEndian
        else { throw literalError(at: p, tag: tag) }
        _ = out.append(
            TapeEntry(tag: tag, offset: UInt32(truncatingIfNeeded: p), length: UInt32(length)))
        return p &+ length
    }

    /// Where and how the literal starting at `p` differs from the one `tag` names.
    @inline(never)
    private func literalError(at p: Int, tag: UInt32) -> JSONParseError {
        let expected: [UInt8] =
            tag == TapeKind.true
            ? Array("true".utf8)
            : tag == TapeKind.false ? Array("false".utf8) : Array("null".utf8)
        for (i, byte) in expected.enumerated() {
            guard p + i < count else { return JSONParseError(kind: .unexpectedEndOfInput, offset: p + i) }
            if bytes[p + i] != byte {
                return JSONParseError(kind: .unexpectedCharacter(bytes[p + i]), offset: p + i)
            }
        }
        return JSONParseError(kind: .unexpectedEndOfInput, offset: count)
    }

    /// Records the number at `start` (a minus or a digit); returns the offset past it. An integer is
    /// scanned here; a fraction or an exponent is left to `scanFraction`.
    @inline(__always)
    func scanNumber(at start: Int, into out: inout TapeBuffer) throws(JSONParseError) -> Int {
        var p = start
        if bytes[p] == ASCII.minus {
            p &+= 1
            guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: p) }
        }
        let first = bytes[p]
        if first == ASCII.zero {
            p &+= 1
        } else if first &- ASCII.one < 9 {
            p = skipDigits(from: p &+ 1)
        } else {
            throw JSONParseError(kind: .invalidNumber, offset: p)
        }
        var tag = TapeKind.number
        if p < count && (bytes[p] == ASCII.dot || bytes[p] | 0x20 == ASCII.letterE) {
            p = try scanFraction(at: p)
            tag |= TapeKind.fractionFlag
        }
        _ = out.append(
            TapeEntry(
                tag: tag, offset: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: p &- start)))
        return p
    }

    /// Scans the fraction and exponent that start at `p` (a `.` or an `e`); returns the offset past them.
    @inline(never)
    private func scanFraction(at p: Int) throws(JSONParseError) -> Int {
        var p = p
        if bytes[p] == ASCII.dot {
            p += 1
            try requireDigit(at: p)
            p = skipDigits(from: p)
        }
        if p < count && bytes[p] | 0x20 == ASCII.letterE {
            p += 1
            if p < count && (bytes[p] == ASCII.plus || bytes[p] == ASCII.minus) { p += 1 }
            try requireDigit(at: p)
            p = skipDigits(from: p)
        }
        return p
    }

    @inline(__always)
    private func skipDigits(from p: Int) -> Int {
        var p = p
        while p < count && bytes[p] &- ASCII.zero < 10 { p &+= 1 }
        return p
    }

    private func requireDigit(at p: Int) throws(JSONParseError) {
        guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: p) }
        guard bytes[p] &- ASCII.zero < 10 else { throw JSONParseError(kind: .invalidNumber, offset: p) }
    }
}
