/// Validation of multi-byte UTF-8, shared by the JSON and JSON5 string scanners, and the encoding of
/// the scalars that escapes name.
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

    /// Validates the run of multi-byte scalars that starts at `start` (a byte above 0x7F) and returns
    /// the offset of the first byte after it below 0x80. Two- and three-byte scalars, the usual ones,
    /// are checked inline; anything else, every error included, goes through `validate(_:count:at:)`,
    /// which reports it at the offset a byte-by-byte scan would.
    @inline(__always)
    static func validateRun(_ bytes: UnsafePointer<UInt8>, count: Int, at start: Int) throws(JSONParseError) -> Int {
        var p = start
        while p < count {
            let lead = bytes[p]
            if lead < 0x80 { return p }
            if lead < 0xE0 {
                if lead >= 0xC2, p &+ 1 < count, bytes[p &+ 1] & 0xC0 == 0x80 {
                    p &+= 2
                    continue
                }
            } else if lead < 0xF0, p &+ 2 < count {
                let second = bytes[p &+ 1]
                if second & 0xC0 == 0x80, bytes[p &+ 2] & 0xC0 == 0x80, lead != 0xE0 || second >= 0xA0,
                    lead != 0xED || second < 0xA0
                {
                    p &+= 3
                    continue
                }
            }
            p = try validate(bytes, count: count, at: p)
        }
        return p
    }

    /// Writes `scalar` (a Unicode scalar value, not a surrogate) as UTF-8 at `output`; returns the
    /// number of bytes written, one to four.
    @inline(__always)
    static func encode(_ scalar: UInt32, into output: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            output[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case 0x80..<0x800:
            output[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            output[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            output[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            output[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 3
        default:
            output[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            output[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            output[2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            output[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 4
        }
    }
}
