/// Validation of multi-byte UTF-8, shared by the JSON and JSON5 string scanners.
enum UTF8Scalar {
    /// Validates one well-formed UTF-8 scalar of two to four bytes (no overlongs, no surrogates,
    /// nothing above U+10FFFF); returns the offset just past it.
    @inline(__always)
    static func validate(_ bytes: UnsafePointer<UInt8>, count: Int, at p: Int) throws(JSONParseError) -> Int {
        let lead = bytes[p]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xED:
            length = 3
            high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF4:
            length = 4
            high = 0x8F
        case 0xF1...0xF3: length = 4
        default: throw JSONParseError(kind: .invalidUTF8, offset: p)
        }
        guard p + length <= count else { throw JSONParseError(kind: .invalidUTF8, offset: p) }
        let second = bytes[p + 1]
        guard second >= low && second <= high else { throw JSONParseError(kind: .invalidUTF8, offset: p + 1) }
        for i in 2..<length where bytes[p + i] & 0xC0 != 0x80 {
            throw JSONParseError(kind: .invalidUTF8, offset: p + i)
        }
        return p + length
    }

    /// Validates `bytes[start..<end]` as UTF-8, reporting the first bad byte where a scan of the
    /// whole document would (a sequence may run up to `count` before it is found incomplete). `end` is
    /// the offset of a byte that cannot continue a sequence, such as a string's closing quote. Returns
    /// whether any byte was above 0x7F.
    @inline(never)
    static func validate(_ bytes: UnsafePointer<UInt8>, count: Int, from start: Int, to end: Int)
        throws(JSONParseError) -> Bool
    {
        var p = start
        var sawMultibyte = false
        while p < end {
            while p &+ 8 <= end,
                UnsafeRawPointer(bytes + p).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                p &+= 8
            }
            while p < end && bytes[p] < 0x80 { p &+= 1 }
            guard p < end else { break }
            sawMultibyte = true
            // Runs of multi-byte scalars; anything the quick checks do not accept (including every
            // error) goes through `validate(_:count:at:)`, which reports it at the right offset.
            while p < end {
                let lead = bytes[p]
                if lead < 0x80 { break }
                if lead < 0xE0 {
                    guard lead >= 0xC2, p &+ 1 < end, bytes[p &+ 1] & 0xC0 == 0x80 else { break }
                    p &+= 2
                } else if lead < 0xF0 {
                    guard p &+ 2 < end else { break }
                    let second = bytes[p &+ 1]
                    guard second & 0xC0 == 0x80, bytes[p &+ 2] & 0xC0 == 0x80,
                        lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0
                    else { break }
                    p &+= 3
                } else {
                    break
                }
            }
            if p < end && bytes[p] >= 0x80 { p = try validate(bytes, count: count, at: p) }
        }
        return sawMultibyte
    }
}
