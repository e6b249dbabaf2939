/// Escapes for `JSONParser`'s string scan: each is validated (`\u` surrogates must pair) and written
/// decoded into the unescaped copy of its string. The common `\u`, four digits of a scalar outside the
/// surrogates, is decoded without branches; anything else, errors included, goes out of line.
extension JSONParser {
    /// Validates the escape whose backslash is at `p` and writes the character it stands for at
    /// `output + w` (at most four bytes); returns the offsets past the escape and past what it wrote.
    @inline(__always)
    func unescape(at p: Int, into output: UnsafeMutablePointer<UInt8>, at w: Int, tag: inout UInt32)
        throws(JSONParseError) -> (Int, Int)
    {
        guard p &+ 1 < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
        let escape = bytes[p &+ 1]
        let character: UInt8
        switch escape {
        case ASCII.quote, ASCII.backslash, ASCII.slash: character = escape
        case ASCII.letterN: character = ASCII.newline
        case ASCII.letterT: character = ASCII.tab
        case ASCII.letterR: character = ASCII.carriageReturn
        case ASCII.letterB: character = 0x08
        case ASCII.letterF: character = 0x0C
        case ASCII.letterU:
            var scalar: UInt32
            var next = p &+ 6
            // Four hexadecimal digits of a scalar outside the surrogates: the common `\u`.
            if next <= count, case let quad = HexDigit.quad(bytes + (p &+ 2)), HexDigit.isPlainScalar(quad) {
                scalar = quad
            } else {
                (scalar, next) = try unicodeEscape(at: p)
            }
            if scalar >= 0x80 { tag |= TapeKind.nonASCIIFlag }
            return (next, w &+ UTF8Scalar.encode(scalar, into: output + w))
        default:
            throw JSONParseError(kind: .invalidEscape, offset: p)
        }
        output[w] = character
        return (p &+ 2, w &+ 1)
    }

    /// Validates the `\u` escape whose backslash is at `p` (a `\u` of a high surrogate must be followed
    /// by one of a low surrogate, and a low one must not come alone); returns the scalar it names and
    /// the offset past it.
    @inline(never)
    private func unicodeEscape(at p: Int) throws(JSONParseError) -> (UInt32, Int) {
        let unit = UInt32(try hexQuad(at: p + 2))
        if unit & 0xFC00 == 0xDC00 { throw JSONParseError(kind: .loneSurrogate, offset: p) }
        guard unit & 0xFC00 == 0xD800 else { return (unit, p + 6) }
        guard p + 7 < count, bytes[p + 6] == ASCII.backslash, bytes[p + 7] == ASCII.letterU else {
            throw JSONParseError(kind: .loneSurrogate, offset: p)
        }
        let low = UInt32(try hexQuad(at: p + 8))
        guard low & 0xFC00 == 0xDC00 else { throw JSONParseError(kind: .loneSurrogate, offset: p) }
        return (0x1_0000 + (unit - 0xD800) << 10 + (low - 0xDC00), p + 12)
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
