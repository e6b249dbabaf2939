import Foundation

/// JSON5 numbers that JSON has no spelling for, checked and converted with Foundation's results.
///
/// The grammar is Foundation's: an optional sign; then `Infinity` or `NaN` (only as a prefix), `0x` and hexadecimal
/// digits, or a decimal with optional leading or trailing point and exponent (no leading zeros).
/// A literal that is also plain JSON keeps the ordinary number kind and its fast conversions.
enum JSON5Number {
    /// The tape tag for a JSON5 number literal, or nil when it is not one.
    static func classify(_ p: UnsafePointer<UInt8>, _ length: Int) -> UInt32? {
        var i = 0
        let signed = p[0] == ASCII.plus || p[0] == ASCII.minus
        if signed { i = 1 }
        guard i < length else { return nil }
        let rest = UnsafeBufferPointer(start: p + i, count: length - i)
        // Foundation checks only that these start right: as a `Decimal`, `Infinityx` is NaN.
        if rest.starts(with: "Infinity".utf8) || rest.starts(with: "NaN".utf8) { return TapeKind.json5Number }
        if rest.count > 2 && rest[0] == ASCII.zero && rest[1] | 0x20 == ASCII.letterX {
            return rest.dropFirst(2).allSatisfy { HexDigit.value($0) != nil } ? TapeKind.json5Number : nil
        }
        var integerDigits = 0
        var fractionDigits = 0
        var sawPoint = false
        var j = 0
        while j < rest.count, rest[j] &- ASCII.zero < 10 {
            integerDigits += 1
            j += 1
        }
        if integerDigits > 1 && rest[0] == ASCII.zero { return nil }
        if j < rest.count && rest[j] == ASCII.dot {
            sawPoint = true
            j += 1
            while j < rest.count, rest[j] &- ASCII.zero < 10 {
                fractionDigits += 1
                j += 1
            }
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        var exponent = false
        if j < rest.count && rest[j] | 0x20 == ASCII.letterE {
            exponent = true
            j += 1
            if j < rest.count && (rest[j] == ASCII.plus || rest[j] == ASCII.minus) { j += 1 }
            var exponentDigits = 0
            while j < rest.count, rest[j] &- ASCII.zero < 10 {
                exponentDigits += 1
                j += 1
            }
            guard exponentDigits > 0 else { return nil }
        }
        guard j == rest.count else { return nil }
        let isPlainJSON = p[0] != ASCII.plus && integerDigits > 0 && (!sawPoint || fractionDigits > 0)
        guard isPlainJSON else { return TapeKind.json5Number }
        return sawPoint || exponent ? TapeKind.number | TapeKind.fractionFlag : TapeKind.number
    }

    private struct Parts {
        let text: String
        let negative: Bool
        /// The hexadecimal digits, for `0x` literals.
        let hexDigits: Substring?
        let isSpecial: Bool
    }

    private static func parts(_ p: UnsafePointer<UInt8>, _ length: Int) -> Parts {
        let text = String(decoding: UnsafeBufferPointer(start: p, count: length), as: UTF8.self)
        let negative = p[0] == ASCII.minus
        let unsigned = p[0] == ASCII.plus || negative ? text.dropFirst() : Substring(text)
        let isHex =
            unsigned.count > 2 && unsigned.utf8.first == ASCII.zero
            && unsigned.utf8.dropFirst().first! | 0x20 == ASCII.letterX
        let isSpecial = unsigned.hasPrefix("Infinity") || unsigned.hasPrefix("NaN")
        return Parts(
            text: text, negative: negative, hexDigits: isHex ? unsigned.dropFirst(2) : nil, isSpecial: isSpecial)
    }

    /// `T` from a JSON5 literal, or nil when Foundation finds it not representable.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ p: UnsafePointer<UInt8>, _ length: Int) -> T? {
        let parts = parts(p, length)
        if parts.isSpecial { return nil }
        if let digits = parts.hexDigits {
            if let magnitude = T(digits, radix: 16) {
                return parts.negative ? (T.isSigned ? 0 - magnitude : (magnitude == 0 ? 0 : nil)) : magnitude
            }
            if parts.negative, T.isSigned, let magnitude = T.Magnitude(digits, radix: 16), magnitude == T.min.magnitude
            {
                return T.min
            }
            // Foundation then reads the literal as a hexadecimal `Double`, exact below 2^53 only.
            guard let double = Double(parts.text), double.magnitude < 9_007_199_254_740_992 else { return nil }
            return T(exactly: double)
        }
        let plain = p[0] == ASCII.plus ? p + 1 : p
        let plainLength = p[0] == ASCII.plus ? length - 1 : length
        if !parts.text.utf8.contains(where: { $0 == ASCII.dot || $0 | 0x20 == ASCII.letterE }) {
            return T.bitWidth > 64
                ? JSONNumber.wideInteger(T.self, plain, plainLength) : JSONNumber.integer(T.self, plain, plainLength)
        }
        return JSONNumber.integerFromFraction(T.self, plain, plainLength)
    }

    /// A floating-point value; infinities and NaN only when the literal spells them.
    static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ p: UnsafePointer<UInt8>, _ length: Int
    ) -> T? {
        let parts = parts(p, length)
        if let digits = parts.hexDigits {
            if parts.negative {
                guard let magnitude = Int64(digits, radix: 16) else { return nil }
                return T(exactly: -magnitude)
            }
            guard let magnitude = UInt64(digits, radix: 16) else { return nil }
            return T(exactly: magnitude)
        }
        guard let value = T(parts.text) else { return nil }
        if value.isFinite {
            return value == 0 && !isTrueZero(parts.text) ? nil : value
        }
        return parts.isSpecial ? value : nil
    }

    /// A `Decimal`: NaN for both infinities and NaN, as Foundation gives.
    static func decimal(_ p: UnsafePointer<UInt8>, _ length: Int) -> Decimal? {
        let parts = parts(p, length)
        if parts.isSpecial { return Decimal.quietNaN }
        if let digits = parts.hexDigits {
            if parts.negative { return Int64(digits, radix: 16).map { Decimal($0 == 0 ? 0 : -$0) } }
            return UInt64(digits, radix: 16).map { Decimal($0) }
        }
        return Decimal(string: parts.text)
    }

    private static func isTrueZero(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte | 0x20 == ASCII.letterE { return true }
            if byte >= ASCII.one && byte <= ASCII.nine { return false }
        }
        return true
    }
}
