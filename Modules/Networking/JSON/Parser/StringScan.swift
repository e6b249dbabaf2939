/// The sixteen-bytes-at-a-time tests of the JSON string scanner, on the standard library's SIMD types
/// (SSE2 on x86-64, NEON on ARM), with no platform intrinsics.
enum StringScan {
    /// Whether `byte` ends a run of plain ASCII string bytes: a quote, a backslash, a control
    /// character or a byte above 0x7F (the start of a multi-byte scalar, to be validated).
    @inline(__always)
    static func stops(_ byte: UInt8) -> Bool {
        byte == ASCII.quote || byte == ASCII.backslash || Int8(bitPattern: byte) < Int8(ASCII.space)
    }

    /// The lanes of `chunk` that hold a byte that `stops`, as two words in which such a lane's byte is
    /// 0xFF and any other lane's byte zero; lane 0 is the low byte of the first word.
    @inline(__always)
    static func stopLanes(_ chunk: SIMD16<UInt8>) -> (UInt64, UInt64) {
        // Made here rather than kept in `static let`s, which would cost a lazy-initialization check per
        // use; the optimizer turns them into constants.
        let quotes = SIMD16<UInt8>(repeating: ASCII.quote)
        let backslashes = SIMD16<UInt8>(repeating: ASCII.backslash)
        let spaces = SIMD16<Int8>(repeating: Int8(ASCII.space))
        // Read as signed, the bytes above 0x7F are negative: one comparison finds them and the
        // control characters together.
        // unsafeBitCast is sound: both are sixteen one-byte lanes without padding, and every bit
        // pattern of one is a value of the other.
        let signed = unsafeBitCast(chunk, to: SIMD16<Int8>.self)
        let stops = (chunk .== quotes) .| (chunk .== backslashes) .| (signed .< spaces)
        return words(stops)
    }

    /// The offset of the first byte at or after `p` that `stops`, or `count`.
    @inline(__always)
    static func nextStop(_ bytes: UnsafePointer<UInt8>, count: Int, from p: Int) -> Int {
        var p = p
        while p &+ 16 <= count {
            let lanes = stopLanes(UnsafeRawPointer(bytes + p).loadUnaligned(as: SIMD16<UInt8>.self))
            if lanes.0 | lanes.1 != 0 { return p &+ firstLane(lanes) }
            p &+= 16
        }
        while p < count && !stops(bytes[p]) { p &+= 1 }
        return p
    }

    /// The lanes of `chunk` that hold a backslash, as `stopLanes` reports lanes.
    @inline(__always)
    static func backslashLanes(_ chunk: SIMD16<UInt8>) -> (UInt64, UInt64) {
        words(chunk .== SIMD16<UInt8>(repeating: ASCII.backslash))
    }

    /// The index of the first lane `stopLanes` or `backslashLanes` marked; one must be marked.
    @inline(__always)
    static func firstLane(_ lanes: (UInt64, UInt64)) -> Int {
        lanes.0 != 0 ? lanes.0.trailingZeroBitCount >> 3 : 8 + lanes.1.trailingZeroBitCount >> 3
    }

    /// A 16-lane mask as two words, lane 0 in the low byte of the first.
    @inline(__always)
    static func words(_ mask: SIMDMask<SIMD16<Int8>>) -> (UInt64, UInt64) {
        // unsafeBitCast is sound: `SIMDMask<SIMD16<Int8>>` is a frozen struct holding one `SIMD16<Int8>`
        // (sixteen bytes, no padding) whose lanes the standard library keeps at -1 (true) or 0 (false),
        // and `SIMD2<UInt64>` is sixteen bytes without padding, so every bit pattern of one is a value
        // of the other.
        littleEndianWords(unsafeBitCast(mask, to: SIMD2<UInt64>.self))
    }

    /// Lane 0 is the lowest byte in memory, so the words are read as little-endian.
    @inline(__always)
    private static func littleEndianWords(_ bits: SIMD2<UInt64>) -> (UInt64, UInt64) {
        (UInt64(littleEndian: bits[0]), UInt64(littleEndian: bits[1]))
    }
}
