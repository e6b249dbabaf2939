/// Skipping the whitespace between tokens.
///
/// Compact documents have none, and pretty-printed ones have the same two shapes over and over: a
/// line break and indentation before every key and element, and one space after every colon. So
/// the first byte is tested alone (a token: nothing to skip); after a line break or from a space,
/// the spaces are counted eight at a time in a word (two words reach fifteen spaces of
/// indentation), which ends the usual run; and anything else (deeper indentation, tabs, carriage
/// returns, blank lines, the document's last bytes) is classified sixteen bytes at a time, out of
/// line so that the places the parse loop skips whitespace stay small.
enum Whitespace {
    /// The offset of the first byte at or after `p` that is not JSON whitespace, or `count`.
    @inline(__always)
    static func skip(_ bytes: UnsafePointer<UInt8>, count: Int, from p: Int) -> Int {
        guard p < count else { return p }
        let byte = bytes[p]
        if byte > ASCII.space { return p }
        if p &+ 17 <= count && (byte == ASCII.newline || byte == ASCII.space) {
            // The spaces after the line break (or from the space on), counted a word at a time: the
            // first byte of the word that is not a space ends them, when it is a token.
            var word = byte == ASCII.space ? p : p &+ 1
            var others = UnsafeRawPointer(bytes + word).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
            if others == 0 {
                word &+= 8
                others = UnsafeRawPointer(bytes + word).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
            }
            if others != 0 {
                let end = word &+ UInt64(littleEndian: others).trailingZeroBitCount >> 3
                if bytes[end] > ASCII.space { return end }
            }
        }
        return skipRun(bytes, count: count, from: p)
    }

    /// The end of a run of whitespace the quick test of `skip` did not end.
    @inline(never)
    private static func skipRun(_ bytes: UnsafePointer<UInt8>, count: Int, from p: Int) -> Int {
        var p = p
        while p &+ 16 <= count {
            let lanes = tokenLanes(UnsafeRawPointer(bytes + p).loadUnaligned(as: SIMD16<UInt8>.self))
            if lanes.0 | lanes.1 != 0 { return p &+ StringScan.firstLane(lanes) }
            p &+= 16
        }
        while p < count && ASCII.isWhitespace(bytes[p]) { p &+= 1 }
        return p
    }

    /// The lanes of `chunk` that are not whitespace, as `StringScan.stopLanes` reports lanes.
    @inline(__always)
    static func tokenLanes(_ chunk: SIMD16<UInt8>) -> (UInt64, UInt64) {
        // Named and typed: spelled inline as `SIMD16(repeating:)`, the comparisons resolve to the
        // generic lane-by-lane implementation instead of one vector instruction each.
        let spaces = SIMD16<UInt8>(repeating: ASCII.space)
        let newlines = SIMD16<UInt8>(repeating: ASCII.newline)
        let returns = SIMD16<UInt8>(repeating: ASCII.carriageReturn)
        let tabs = SIMD16<UInt8>(repeating: ASCII.tab)
        let whitespace = (chunk .== spaces) .| (chunk .== newlines) .| (chunk .== returns) .| (chunk .== tabs)
        return StringScan.words(.!whitespace)
    }
}
