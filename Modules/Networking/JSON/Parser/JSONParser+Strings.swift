/// String scanning for `JSONParser`: finds the closing quote while validating escapes and UTF-8.
///
/// Strings dominate real payloads, so the scan looks at sixteen bytes at a time for the only bytes
/// that stop it (quote, backslash, control characters), and merely notes whether any byte it loaded
/// was above 0x7F; only then is the string validated as UTF-8, in a second, tight pass. An error is reported
/// where a byte-by-byte scan would report it first: before a string's escape or control-character
/// error is thrown, the part of the string before it is validated as UTF-8. The tape entry records
/// whether the string needs unescaping and whether it is ASCII, for the decoder's fast paths.
extension JSONParser {
    /// Scans the string whose opening quote is at `quote`, records it, and returns the offset past its
    /// closing quote. The loop here is the whole of the work for a string without escapes that does not
    /// end the document; the rest is out of line and does not take `out`, which keeps the tape's end in
    /// registers in the parse loop.
    @inline(__always)
    func scanString(at quote: Int, into out: inout TapeBuffer) throws(JSONParseError) -> Int {
        let start = quote &+ 1
        var p = start
        var tag = TapeKind.string
        var high = SIMD16<UInt8>(repeating: 0)
        var slow = true
        while p &+ 16 <= count {
            let chunk = UnsafeRawPointer(bytes + p).loadUnaligned(as: SIMD16<UInt8>.self)
            high |= chunk
            let stops = StringScan.stopLanes(chunk)
            if stops.0 | stops.1 != 0 {
                p &+= StringScan.firstLane(stops)
                slow = bytes[p] != ASCII.quote
                break
            }
            p &+= 16
        }
        if slow { (p, tag, high) = try scanStringRest(from: start, at: p, high: high) }
        if StringScan.hasHighBit(high), try UTF8Scalar.validate(bytes, count: count, from: start, to: p) {
            tag |= TapeKind.nonASCIIFlag
        }
        _ = out.append(
            TapeEntry(
                tag: tag, offset: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: p &- start)))
        return p &+ 1
    }

    /// The rest of a string from `p` on, where an escape, a control character or the end of the document
    /// (fewer than sixteen bytes left) stopped the fast loop of `scanString`: the offset of the closing
    /// quote, the tag so far and the bytes loaded, for the UTF-8 check.
    @inline(never)
    private func scanStringRest(from start: Int, at p: Int, high: SIMD16<UInt8>) throws(JSONParseError) -> (
        Int, UInt32, SIMD16<UInt8>
    ) {
        var p = p
        var high = high
        var tag = TapeKind.string
        while true {
            var found = false
            while p &+ 16 <= count {
                let chunk = UnsafeRawPointer(bytes + p).loadUnaligned(as: SIMD16<UInt8>.self)
                high |= chunk
                let stops = StringScan.stopLanes(chunk)
                if stops.0 | stops.1 != 0 {
                    p &+= StringScan.firstLane(stops)
                    found = true
                    break
                }
                p &+= 16
            }
            if !found {
                while p < count && !StringScan.stops(bytes[p]) {
                    high[0] |= bytes[p]
                    p &+= 1
                }
                guard p < count else { throw firstError(.unexpectedEndOfInput, at: count, in: start, high) }
            }
            let stop = bytes[p]
            if stop == ASCII.quote { return (p, tag, high) }
            guard stop == ASCII.backslash else { throw firstError(.controlCharacterInString, at: p, in: start, high) }
            tag |= TapeKind.escapedFlag
            guard p &+ 1 < count else { throw firstError(.unexpectedEndOfInput, at: count, in: start, high) }
            switch bytes[p &+ 1] {
            case ASCII.quote, ASCII.backslash, ASCII.slash, ASCII.letterB, ASCII.letterF, ASCII.letterN,
                ASCII.letterR, ASCII.letterT:
                p &+= 2
            case ASCII.letterU where p &+ 6 <= count && HexDigit.isPlainScalar(HexDigit.quad(bytes + (p &+ 2))):
                // Four hexadecimal digits of a scalar outside the surrogates: the common `\u`.
                p &+= 6
            default:
                do { p = try scanUnicodeEscape(at: p) } catch { throw firstError(error, in: start, upTo: p, high) }
            }
        }
    }

    /// The error a byte-by-byte scan meets first: invalid UTF-8 before `offset`, else `kind` at `offset`.
    private func firstError(
        _ kind: JSONParseError.Kind, at offset: Int, in start: Int, _ high: SIMD16<UInt8>
    ) -> JSONParseError {
        firstError(JSONParseError(kind: kind, offset: offset), in: start, upTo: min(offset, count), high)
    }

    private func firstError(
        _ found: JSONParseError, in start: Int, upTo end: Int, _ high: SIMD16<UInt8>
    ) -> JSONParseError {
        guard StringScan.hasHighBit(high) else { return found }
        do { _ = try UTF8Scalar.validate(bytes, count: count, from: start, to: end) } catch { return error }
        return found
    }

    /// Validates the `\u` escape whose backslash is at `p` (a `\u` of a high surrogate must be followed
    /// by one of a low surrogate, and a low one must not come alone); returns the offset past it.
    @inline(never)
    private func scanUnicodeEscape(at p: Int) throws(JSONParseError) -> Int {
        guard bytes[p + 1] == ASCII.letterU else { throw JSONParseError(kind: .invalidEscape, offset: p) }
        let unit = try hexQuad(at: p + 2)
        if unit & 0xFC00 == 0xDC00 { throw JSONParseError(kind: .loneSurrogate, offset: p) }
        guard unit & 0xFC00 == 0xD800 else { return p + 6 }
        guard p + 7 < count, bytes[p + 6] == ASCII.backslash, bytes[p + 7] == ASCII.letterU else {
            throw JSONParseError(kind: .loneSurrogate, offset: p)
        }
        let low = try hexQuad(at: p + 8)
        guard low & 0xFC00 == 0xDC00 else { throw JSONParseError(kind: .loneSurrogate, offset: p) }
        return p + 12
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
