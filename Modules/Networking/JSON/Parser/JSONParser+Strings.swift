/// String scanning for `JSONParser`: one pass finds the closing quote, validates the escapes and the
/// UTF-8, and copies a string with escapes, unescaped, into the document's `TextBuffer`.
///
/// Strings dominate real payloads, so the scan looks at sixteen bytes at a time for the only bytes
/// that stop it: a quote, a backslash, a control character or a byte above 0x7F. A plain ASCII
/// string is one loop to its quote. The rest is out of line: it validates a run of multi-byte UTF-8
/// where it stops on one, and from a string's first escape on it stores every chunk it scans into
/// the text buffer and writes each escape decoded, so the decoder only copies. Bytes are checked in
/// document order, so every error is reported where a byte-by-byte scan reports it. The tape entry
/// records whether the text is ASCII and where it is, for the decoder's fast paths.
extension JSONParser {
    /// Scans the string whose opening quote is at `quote`, records it, and returns the offset past its
    /// closing quote. The loop here is the whole of the work for a plain ASCII string that does not end
    /// the document; the rest is out of line and does not take `out`, which keeps the tape's end in
    /// registers in the parse loop.
    @inline(__always)
    func scanString(at quote: Int, into out: inout TapeBuffer, text: inout TextBuffer) throws(JSONParseError) -> Int {
        let start = quote &+ 1
        var p = start
        var stopped = false
        while p &+ 16 <= count {
            let stops = StringScan.stopLanes(UnsafeRawPointer(bytes + p).loadUnaligned(as: SIMD16<UInt8>.self))
            if stops.0 | stops.1 != 0 {
                p &+= StringScan.firstLane(stops)
                stopped = true
                break
            }
            p &+= 16
        }
        var entry: TapeEntry
        if stopped && bytes[p] == ASCII.quote {
            entry = TapeEntry(
                tag: TapeKind.string, offset: UInt32(truncatingIfNeeded: start),
                length: UInt32(truncatingIfNeeded: p &- start))
        } else {
            (p, entry) = try scanStringRest(from: start, at: p, text: &text)
        }
        _ = out.append(entry)
        return p &+ 1
    }

    /// The rest of the string that starts at `start`, from `p` on: the offset of its closing quote and
    /// its tape entry. Multi-byte UTF-8 is validated where the scan stops on it; the first escape
    /// hands the string over to `copyString`.
    @inline(never)
    private func scanStringRest(from start: Int, at p: Int, text: inout TextBuffer) throws(JSONParseError) -> (
        Int, TapeEntry
    ) {
        var p = p
        var tag = TapeKind.string
        while true {
            p = StringScan.nextStop(bytes, count: count, from: p)
            guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
            let byte = bytes[p]
            if byte == ASCII.quote {
                let length = UInt32(truncatingIfNeeded: p &- start)
                return (p, TapeEntry(tag: tag, offset: UInt32(truncatingIfNeeded: start), length: length))
            }
            if byte >= 0x80 {
                tag |= TapeKind.nonASCIIFlag
                p = try UTF8Scalar.validateRun(bytes, count: count, at: p)
            } else if byte == ASCII.backslash {
                return try copyString(from: start, escapeAt: p, tag: tag, text: &text)
            } else {
                throw JSONParseError(kind: .controlCharacterInString, offset: p)
            }
        }
    }

    /// Scans the string that starts at `start` from its first escape, at `escape`, to its closing
    /// quote, writing its unescaped text to the end of `text`: the part before the escape first, then
    /// each chunk as it is scanned (stored whole, then the write position moves only past the bytes
    /// before the chunk's stop, which are the string's), each escape decoded and each multi-byte
    /// scalar validated and copied.
    private func copyString(from start: Int, escapeAt escape: Int, tag: UInt32, text: inout TextBuffer)
        throws(JSONParseError) -> (Int, TapeEntry)
    {
        var tag = tag | TapeKind.copiedFlag
        let offset = text.count
        // Unescaping never makes text longer, so what this string and every later one write fits in
        // the rest of the document, plus the sixteen bytes a chunk store may reach past the text.
        // Reserved once per document: no check per chunk, and the output never moves mid-string.
        text.reserve(upTo: offset &+ (count &- start) &+ 16, keeping: offset)
        let output = text.base
        var w = copy(from: start, to: escape, into: output, at: offset)
        var p = escape
        scan: while true {
            let byte = bytes[p]
            if byte == ASCII.quote { break }
            if byte == ASCII.backslash {
                (p, w) = try unescape(at: p, into: output, at: w, tag: &tag)
            } else if byte >= 0x80 {
                tag |= TapeKind.nonASCIIFlag
                let end = try UTF8Scalar.validateRun(bytes, count: count, at: p)
                w = copy(from: p, to: end, into: output, at: w)
                p = end
            } else {
                throw JSONParseError(kind: .controlCharacterInString, offset: p)
            }
            while p &+ 16 <= count {
                let chunk = UnsafeRawPointer(bytes + p).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(output + w).storeBytes(of: chunk, as: SIMD16<UInt8>.self)
                let stops = StringScan.stopLanes(chunk)
                if stops.0 | stops.1 != 0 {
                    let run = StringScan.firstLane(stops)
                    p &+= run
                    w &+= run
                    continue scan
                }
                p &+= 16
                w &+= 16
            }
            while p < count && !StringScan.stops(bytes[p]) {
                output[w] = bytes[p]
                p &+= 1
                w &+= 1
            }
            guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
        }
        text.count = w
        let length = UInt32(truncatingIfNeeded: w &- offset)
        return (p, TapeEntry(tag: tag, offset: UInt32(truncatingIfNeeded: offset), length: length))
    }

    /// Copies `bytes[from..<to]` to `output + w`, sixteen bytes at a time while the document has
    /// them (a store may reach up to fifteen bytes past the copy, which the reservation covers);
    /// returns the write position after the copy.
    @inline(__always)
    private func copy(from start: Int, to end: Int, into output: UnsafeMutablePointer<UInt8>, at w: Int) -> Int {
        var p = start
        var w = w
        while p < end && p &+ 16 <= count {
            let chunk = UnsafeRawPointer(bytes + p).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(output + w).storeBytes(of: chunk, as: SIMD16<UInt8>.self)
            p &+= 16
            w &+= 16
        }
        while p < end {
            output[w] = bytes[p]
            p &+= 1
            w &+= 1
        }
        return w &- (p &- end)
    }
}
