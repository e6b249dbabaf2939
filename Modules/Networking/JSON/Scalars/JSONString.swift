/// Turns a string's validated text into a Swift `String`.
///
/// The text is what the parsers validated: the document's bytes of a string without escapes, or the
/// unescaped copy the JSON parser wrote to the document's `TextBuffer`. Both are valid UTF-8, so the
/// `String` is made without validating them again (`UncheckedString`), the cost that dominated
/// strings with non-ASCII text. A JSON5 string with escapes is unescaped here instead, with the
/// escapes only JSON5 has (`\'`, `\xHH`, a backslash before a line break, which keeps the break),
/// straight into the new string's storage, which is never larger than the escaped text; JSON5 is
/// rare, so that path keeps the standard library's validation.
enum JSONString {
    /// A `String` of the `length` valid UTF-8 bytes at `start`; `isASCII` must be true only if every
    /// byte is below 0x80.
    @inline(__always)
    static func make(_ start: UnsafePointer<UInt8>, length: Int, isASCII: Bool) -> String {
        UncheckedString.make(UnsafeBufferPointer(start: start, count: length), isASCII: isASCII)
    }

    /// A `String` of the JSON5 string body at `start`, unescaped.
    static func unescaping(_ start: UnsafePointer<UInt8>, length: Int) -> String {
        String(unsafeUninitializedCapacity: length) { output in
            unescape(start, length: length, into: output.baseAddress!)
        }
    }

    /// Writes the unescaped UTF-8 of a validated string body to `output`, which has room for `length`
    /// bytes; returns the byte count.
    ///
    /// Runs between escapes are copied sixteen bytes at a time while the next backslash is looked for in
    /// the same chunk (the last fifteen bytes one at a time). A chunk is stored whole, before the backslash in it is known: that
    /// is in bounds because the output is never ahead of the input (`written <= read`), so
    /// `written + 16` never passes `read + 16 <= length`, and the bytes stored after the backslash are
    /// overwritten next.
    static func unescape(_ input: UnsafePointer<UInt8>, length: Int, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        while true {
            var found = false
            while read &+ 16 <= length {
                let chunk = UnsafeRawPointer(input + read).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(output + written).storeBytes(of: chunk, as: SIMD16<UInt8>.self)
                let lanes = StringScan.backslashLanes(chunk)
                if lanes.0 | lanes.1 != 0 {
                    let run = StringScan.firstLane(lanes)
                    read &+= run
                    written &+= run
                    found = true
                    break
                }
                read &+= 16
                written &+= 16
            }
            if !found {
                while read < length && input[read] != ASCII.backslash {
                    output[written] = input[read]
                    read &+= 1
                    written &+= 1
                }
                guard read < length else { return written }
            }
            written &+= unescapeOne(input, at: &read, into: output + written)
        }
    }

    /// Writes the character the escape at `read` (a backslash) stands for, moves `read` past the
    /// escape and returns the number of bytes written.
    @inline(__always)
    private static func unescapeOne(
        _ input: UnsafePointer<UInt8>, at read: inout Int, into output: UnsafeMutablePointer<UInt8>
    )
        -> Int
    {
        let escape = input[read &+ 1]
        read &+= 2
        switch escape {
        case ASCII.letterN: output[0] = ASCII.newline
        case ASCII.letterT: output[0] = ASCII.tab
        case ASCII.letterR: output[0] = ASCII.carriageReturn
        case ASCII.letterB: output[0] = 0x08
        case ASCII.letterF: output[0] = 0x0C
        case ASCII.letterU:
            var scalar = UInt32(hexQuad(input + read))
            read &+= 4
            if scalar & 0xFC00 == 0xD800 {
                let low = UInt32(hexQuad(input + (read &+ 2)))
                read &+= 6
                scalar = 0x10000 &+ ((scalar &- 0xD800) << 10) &+ (low &- 0xDC00)
            }
            return UTF8Scalar.encode(scalar, into: output)
        case ASCII.letterX:
            // JSON5 only: two hexadecimal digits name a scalar up to U+00FF.
            let scalar = UInt32(hexDigit(input[read])) << 4 | UInt32(hexDigit(input[read &+ 1]))
            read &+= 2
            return UTF8Scalar.encode(scalar, into: output)
        default: output[0] = escape
        }
        return 1
    }

    /// The value of four validated hexadecimal digits.
    @inline(__always)
    private static func hexQuad(_ p: UnsafePointer<UInt8>) -> UInt16 {
        UInt16(hexDigit(p[0])) << 12 | UInt16(hexDigit(p[1])) << 8 | UInt16(hexDigit(p[2])) << 4
            | UInt16(hexDigit(p[3]))
    }

    /// The value of a validated hexadecimal digit, without branches: `0`–`9` are 0x30–0x39, and
    /// `A`–`F` and `a`–`f` have 0x40 set and 1–6 in their low four bits.
    @inline(__always)
    private static func hexDigit(_ byte: UInt8) -> UInt8 {
        (byte & 0x0F) &+ 9 &* (byte >> 6)
    }
}
