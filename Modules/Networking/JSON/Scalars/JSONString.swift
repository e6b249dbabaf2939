/// Turns a validated string body from the document into a Swift `String`.
///
/// The unescaper knows JSON5's escapes too (`\'`, `\xHH`, a backslash before a line break, which
/// keeps the break); the JSON parser never lets them through, so plain JSON cannot meet them.
///
/// Strings are converted only when a property asks for them. Without escapes the bytes are copied
/// as-is; with escapes they are unescaped straight into the new string's storage, which is never
/// larger than the escaped text.
enum JSONString {
    @inline(__always)
    static func decode(_ start: UnsafePointer<UInt8>, length: Int, escaped: Bool) -> String {
        if !escaped {
            return String(unsafeUninitializedCapacity: length) { output in
                output.baseAddress!.update(from: start, count: length)
                return length
            }
        }
        return String(unsafeUninitializedCapacity: length) { output in
            unescape(start, length: length, into: output.baseAddress!)
        }
    }

    /// Writes the unescaped UTF-8 of a validated string body to `output`; returns the byte count.
    static func unescape(_ input: UnsafePointer<UInt8>, length: Int, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        while read < length {
            let run = nextBackslash(input, from: read, length: length)
            if run > read {
                (output + written).update(from: input + read, count: run - read)
                written += run - read
                read = run
            }
            guard read < length else { break }
            let escape = input[read + 1]
            read += 2
            switch escape {
            case ASCII.letterN: output[written] = ASCII.newline
            case ASCII.letterT: output[written] = ASCII.tab
            case ASCII.letterR: output[written] = ASCII.carriageReturn
            case ASCII.letterB: output[written] = 0x08
            case ASCII.letterF: output[written] = 0x0C
            case ASCII.letterU:
                var scalar = UInt32(hexQuad(input + read))
                read += 4
                if scalar & 0xFC00 == 0xD800 {
                    let low = UInt32(hexQuad(input + read + 2))
                    read += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                written += encode(scalar, into: output + written)
                continue
            case ASCII.letterX:
                // JSON5 only: two hexadecimal digits name a scalar up to U+00FF.
                let scalar =
                    UInt32(HexDigit.value(input[read]) ?? 0) << 4 | UInt32(HexDigit.value(input[read + 1]) ?? 0)
                read += 2
                written += encode(scalar, into: output + written)
                continue
            default: output[written] = escape
            }
            written += 1
        }
        return written
    }

    /// Offset of the next backslash at or after `start`, or `length`; eight bytes per step.
    @inline(__always)
    private static func nextBackslash(_ input: UnsafePointer<UInt8>, from start: Int, length: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        var i = start
        while i + 8 <= length {
            let word = UInt64(littleEndian: UnsafeRawPointer(input + i).loadUnaligned(as: UInt64.self)) ^ (ones &* 0x5C)
            let lanes = (word &- ones) & ~word & (ones &* 0x80)
            if lanes != 0 { return i + lanes.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < length && input[i] != ASCII.backslash { i += 1 }
        return i
    }

    @inline(__always)
    private static func hexQuad(_ p: UnsafePointer<UInt8>) -> UInt16 {
        var value: UInt16 = 0
        for i in 0..<4 {
            value = value << 4 | UInt16(HexDigit.value(p[i]) ?? 0)
        }
        return value
    }

    @inline(__always)
    private static func encode(_ scalar: UInt32, into output: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            output[0] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            output[0] = UInt8(0xC0 | scalar >> 6)
            output[1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[0] = UInt8(0xE0 | scalar >> 12)
            output[1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            output[0] = UInt8(0xF0 | scalar >> 18)
            output[1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            output[2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            output[3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }
}
