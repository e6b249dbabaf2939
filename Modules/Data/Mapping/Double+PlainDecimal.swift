extension Double {
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses text made only of an optional minus sign, digits and an optional fraction, such as the
    /// API's coordinates ("-37.3159"), and nothing else: no exponent, hex, "nan", "inf" or spaces.
    ///
    /// Mapping 5,000 users spent most of its time in `Double(String)`. Short values (at most 15
    /// significant digits, which covers every coordinate) are converted exactly with one division
    /// (Clinger's fast path: both operands are exact, so the quotient is correctly rounded); longer
    /// ones go through the standard library's parser, so the result always equals `Double(text)`.
    init?(plainDecimal text: String) {
        var text = text
        guard let value = text.withUTF8({ Self.parsePlainDecimal($0) }) else { return nil }
        self = value
    }

    private static func parsePlainDecimal(_ utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        let zero = UInt8(ascii: "0")
        let negative = utf8.first == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenDot = false
        var digitsBeforeDot = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte &- zero < 10 {
                if digits < 19 { significand = significand &* 10 &+ UInt64(byte &- zero) }
                digits += 1
                if seenDot { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenDot {
                seenDot = true
                digitsBeforeDot = digits
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, !seenDot || (digitsBeforeDot > 0 && fractionDigits > 0) else { return nil }
        guard digits <= 15, fractionDigits < exactPowersOfTen.count else {
            return Double(String(decoding: utf8, as: UTF8.self))
        }
        let magnitude = Double(significand) / exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}
