/// String scanning for `JSONParser`: finds the closing quote while validating escapes and UTF-8.
///
/// Strings dominate real payloads, so the scan checks eight bytes at a time for the only bytes that
/// need attention (quote, backslash, control characters, non-ASCII) and records whether the string
/// needs unescaping, which lets the decoder take a copy-only fast path later.
extension JSONParser {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// High bit set in every byte lane that holds `"`, `\`, a byte below 0x20 or a byte above 0x7F.
    /// Only the lowest flagged lane is exact, which is all the scanner uses.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let quoteLanes = (quotes &- ones) & ~quotes
        let backslashLanes = (backslashes &- ones) & ~backslashes
        let controlLanes = (word &- ones &* 0x20) & ~word
        return (quoteLanes | backslashLanes | controlLanes | word) & highBits
    }

    @inline(__always)
    mutating func scanString() throws(JSONParseError) {
        let start = pos + 1
        var p = start
        var tag = TapeKind.string
        while true {
            while p + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(bytes + p).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(word)
                if special != 0 {
                    p += special.trailingZeroBitCount >> 3
                    break
                }
                p += 8
            }
            guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
            let byte = bytes[p]
            if byte == ASCII.quote { break }
            if byte == ASCII.backslash {
                tag |= TapeKind.escapedFlag
                p = try scanEscape(at: p)
            } else if byte >= 0x80 {
                tag |= TapeKind.nonASCIIFlag
                p = try UTF8Scalar.validate(bytes, count: count, at: p)
            } else if byte < ASCII.space {
                throw JSONParseError(kind: .controlCharacterInString, offset: p)
            } else {
                p += 1
            }
        }
        _ = tape.append(TapeEntry(tag: tag, offset: UInt32(start), length: UInt32(p - start), end: 0))
        pos = p + 1
    }

    /// Validates the escape starting at the backslash at `p`; returns the offset just past it.
    private func scanEscape(at p: Int) throws(JSONParseError) -> Int {
        guard p + 1 < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
        switch bytes[p + 1] {
        case ASCII.quote, ASCII.backslash, ASCII.slash, ASCII.letterB, ASCII.letterF, ASCII.letterN,
            ASCII.letterR, ASCII.letterT:
            return p + 2
        case ASCII.letterU:
            let unit = try hexQuad(at: p + 2)
            if unit & 0xFC00 == 0xDC00 { throw JSONParseError(kind: .loneSurrogate, offset: p) }
            guard unit & 0xFC00 == 0xD800 else { return p + 6 }
            guard p + 7 < count, bytes[p + 6] == ASCII.backslash, bytes[p + 7] == ASCII.letterU else {
                throw JSONParseError(kind: .loneSurrogate, offset: p)
            }
            let low = try hexQuad(at: p + 8)
            guard low & 0xFC00 == 0xDC00 else { throw JSONParseError(kind: .loneSurrogate, offset: p) }
            return p + 12
        default:
            throw JSONParseError(kind: .invalidEscape, offset: p)
        }
    }

    private func hexQuad(at p: Int) throws(JSONParseError) -> UInt16 {
        guard p + 4 <= count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
        var value: UInt16 = 0
        for i in 0..<4 {
            guard let digit = HexDigit.value(bytes[p + i]) else {
                throw JSONParseError(kind: .invalidEscape, offset: p + i)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
