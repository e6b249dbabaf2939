extension Double {
    /// Parses a decimal number written the way JSON writes numbers, such as the API's coordinates
    /// ("-37.3159") or a JavaScript server's "1e-7", and nothing else: no "+", hex, "nan", "inf",
    /// spaces, or a dot without digits on both sides. Accepted text gives exactly `Double(text)`.
    ///
    /// `Double(String)` was a third of the time to map 5,000 users. Text of at most 15 digits and no
    /// exponent (every coordinate in practice) is converted with one exact division instead:
    /// Clinger's fast path, where both operands are exact so the quotient is correctly rounded.
    /// Anything longer goes to the standard library's parser.
    init?(plainDecimal text: String) {
        var utf8 = text
        switch utf8.withUTF8(Self.scanPlainDecimal) {
        case .invalid: return nil
        case .exact(let value): self = value
        case .needsFullParser:
            guard let value = Double(text) else { return nil }
            self = value
        }
    }

    /// What `scanPlainDecimal` found.
    private enum PlainDecimalScan {
        case invalid
        case exact(Double)
        case needsFullParser
    }

    /// 10^0 through 10^15: every power the fast path divides by, each exact in a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]
    /// Digits whose value is always exact in a `Double` (below 2^53), so the fast path may use them.
    private static let maximumExactDigits = 15

    /// Checks the JSON number grammar without its leading-zero rule, `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`,
    /// and converts the short, exponent-free case on the way.
    private static func scanPlainDecimal(_ utf8: UnsafeBufferPointer<UInt8>) -> PlainDecimalScan {
        let zero = UInt8(ascii: "0")
        var index = utf8.first == UInt8(ascii: "-") ? 1 : 0
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0

        func skipDigits() -> Int {
            let start = index
            while index < utf8.count, utf8[index] &- zero < 10 {
                if digits < maximumExactDigits { significand = significand &* 10 &+ UInt64(utf8[index] &- zero) }
                digits += 1
                index += 1
            }
            return index - start
        }

        guard skipDigits() > 0 else { return .invalid }
        if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = skipDigits()
            guard fractionDigits > 0 else { return .invalid }
        }
        if index == utf8.count {
            guard digits <= maximumExactDigits else { return .needsFullParser }
            let magnitude = Double(significand) / exactPowersOfTen[fractionDigits]
            return .exact(utf8[0] == UInt8(ascii: "-") ? -magnitude : magnitude)
        }
        guard utf8[index] | 0x20 == UInt8(ascii: "e") else { return .invalid }
        index += 1
        if index < utf8.count, utf8[index] == UInt8(ascii: "+") || utf8[index] == UInt8(ascii: "-") { index += 1 }
        guard skipDigits() > 0, index == utf8.count else { return .invalid }
        return .needsFullParser
    }
}
