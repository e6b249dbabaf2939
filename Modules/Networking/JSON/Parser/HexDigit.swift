/// Hexadecimal digit values, shared by the parsers (escape checks, the `\u` fast path, JSON5 hex
/// numbers). The unescaper reads digits already validated, with a shorter formula of its own in
/// `JSONString`.
enum HexDigit {
    @inline(__always)
    static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x37
        case 0x61...0x66: return byte - 0x57
        default: return nil
        }
    }

    /// The value of the four hexadecimal digits at `p`, or a value above 0xFFFF when one of them is
    /// not a digit; computed without branches, for the `\u` escapes of the fast path.
    @inline(__always)
    static func quad(_ p: UnsafePointer<UInt8>) -> UInt32 {
        var value: UInt32 = 0
        var invalid: UInt32 = 0
        for i in 0..<4 {
            let byte = p[i]
            let digit = byte &- ASCII.zero
            let letter = (byte | 0x20) &- ASCII.letterA
            let isDigit = digit < 10
            invalid |= isDigit || letter < 6 ? 0 : 0x1_0000
            value = value << 4 | UInt32(isDigit ? digit : letter &+ 10)
        }
        return value | invalid
    }

    /// Whether `quad` is the value of four valid digits naming a scalar that is not a surrogate.
    @inline(__always)
    static func isPlainScalar(_ quad: UInt32) -> Bool {
        quad < 0x1_0000 && quad & 0xF800 != 0xD800
    }
}
