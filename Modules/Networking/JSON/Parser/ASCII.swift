/// Named byte values, so the scanner reads as grammar rather than as magic numbers.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let dollar: UInt8 = 0x24
    static let apostrophe: UInt8 = 0x27
    static let asterisk: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let one: UInt8 = 0x31
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let capitalI: UInt8 = 0x49
    static let capitalN: UInt8 = 0x4E
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let letterA: UInt8 = 0x61
    static let letterB: UInt8 = 0x62
    static let letterE: UInt8 = 0x65
    static let letterF: UInt8 = 0x66
    static let letterN: UInt8 = 0x6E
    static let letterR: UInt8 = 0x72
    static let letterT: UInt8 = 0x74
    static let letterU: UInt8 = 0x75
    static let letterX: UInt8 = 0x78
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    /// Whether `byte` is JSON whitespace: space, tab, line feed or carriage return.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == carriageReturn || byte == tab
    }
}
