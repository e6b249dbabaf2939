import Foundation

/// Converts validated number literals to Swift numbers with exactly Foundation's results.
///
/// Integers are parsed straight from the bytes. Floating-point values take an exact fast path when
/// the literal is short (Clinger's: the significand and the power of ten are both exact), and
/// otherwise the correctly rounded standard-library parser, so no value ever differs from
/// `JSONDecoder`'s. Overflow to infinity and underflow of a non-zero literal to zero are rejected,
/// as Foundation does.
enum JSONNumber {
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
    private static let floatPowersOfTen: [Float] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10]

    /// A literal made only of an optional minus sign and digits, or nil if it does not fit `T`.
    @inline(__always)
    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ p: UnsafePointer<UInt8>, _ length: Int) -> T? {
        let negative = p[0] == ASCII.minus
        var i = negative ? 1 : 0
        var magnitude: UInt64 = 0
        if length - i <= 19 {
            while i < length {
                magnitude = magnitude &* 10 &+ UInt64(p[i] &- ASCII.zero)
                i += 1
            }
        } else {
            while i < length {
                let (scaled, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = scaled.addingReportingOverflow(UInt64(p[i] &- ASCII.zero))
                if overflow1 || overflow2 { return nil }
                magnitude = sum
                i += 1
            }
        }
        if !negative {
            return magnitude <= UInt64(T.max) ? T(truncatingIfNeeded: magnitude) : nil
        }
        guard T.isSigned else { return magnitude == 0 ? 0 : nil }
        if magnitude <= UInt64(T.max) { return 0 - T(truncatingIfNeeded: magnitude) }
        return magnitude == UInt64(T.max) + 1 ? T.min : nil
    }

    /// A literal with a fraction or exponent read as an integer the way Foundation does: through a
    /// `Double` below 2^53, through `Decimal` (truncating) above.
    static func integerFromFraction<T: FixedWidthInteger>(_ type: T.Type, _ p: UnsafePointer<UInt8>, _ length: Int)
        -> T?
    {
        let double = parseDouble(p, length)
        guard let value = T(exactly: double) else { return nil }
        if double.magnitude < 9_007_199_254_740_992 { return value }
        guard let decimal = Decimal(string: text(p, length)) else { return nil }
        return truncatingInteger(T.self, decimal)
    }

    /// Foundation's `FixedWidthInteger(Decimal)` conversion used by `JSONDecoder`: the significand
    /// must fit in 64 bits, then the exponent is applied, truncating toward zero.
    private static func truncatingInteger<T: FixedWidthInteger>(_ type: T.Type, _ decimal: Decimal) -> T? {
        let negative = decimal.sign == .minus
        if negative && !T.isSigned { return nil }
        guard var value = UInt64(decimal.significand.description) else { return nil }
        if decimal.exponent < 0 {
            for _ in 0 ..< -decimal.exponent { value /= 10 }
        } else {
            for _ in 0..<decimal.exponent {
                let (scaled, overflow) = value.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                value = scaled
            }
        }
        guard let sized = T(exactly: value) else { return nil }
        return negative ? sized * -1 : sized
    }

    /// The literal as a `Double`, or nil when it overflows or a non-zero literal underflows to zero.
    @inline(__always)
    static func double(_ p: UnsafePointer<UInt8>, _ length: Int) -> Double? {
        let value = parseDouble(p, length)
        guard value.isFinite else { return nil }
        if value == 0 && !isTrueZero(p, length) { return nil }
        return value
    }

    /// The literal as a `Float`, rounded once from the decimal text like `strtof`.
    static func float(_ p: UnsafePointer<UInt8>, _ length: Int) -> Float? {
        var value: Float
        if let fast = clinger(p, length, limit: 1 << 24, maxPower: 10) {
            let significand = Float(fast.significand)
            let magnitude =
                fast.power >= 0
                ? significand * floatPowersOfTen[fast.power]
                : significand / floatPowersOfTen[-fast.power]
            value = fast.negative ? -magnitude : magnitude
        } else {
            value = Float(text(p, length)) ?? .nan
        }
        guard value.isFinite else { return nil }
        if value == 0 && !isTrueZero(p, length) { return nil }
        return value
    }

    /// The decimal parse of the literal; nil when Foundation's `Decimal` cannot represent it.
    static func decimal(_ p: UnsafePointer<UInt8>, _ length: Int) -> Decimal? {
        Decimal(string: text(p, length))
    }

    @inline(__always)
    static func parseDouble(_ p: UnsafePointer<UInt8>, _ length: Int) -> Double {
        if let fast = clinger(p, length, limit: 1 << 53, maxPower: 22) {
            let magnitude =
                fast.power >= 0
                ? Double(fast.significand) * powersOfTen[fast.power]
                : Double(fast.significand) / powersOfTen[-fast.power]
            return fast.negative ? -magnitude : magnitude
        }
        return Double(text(p, length)) ?? .nan
    }

    /// Splits a short literal into sign, significand and power of ten when both are exact in the
    /// target type, which makes a single multiplication or division correctly rounded.
    @inline(__always)
    private static func clinger(
        _ p: UnsafePointer<UInt8>, _ length: Int, limit: UInt64, maxPower: Int
    ) -> (negative: Bool, significand: UInt64, power: Int)? {
        let negative = p[0] == ASCII.minus
        var i = negative ? 1 : 0
        var significand: UInt64 = 0
        var digits = 0
        var power = 0
        while i < length, p[i] &- ASCII.zero < 10 {
            significand = significand &* 10 &+ UInt64(p[i] &- ASCII.zero)
            digits += 1
            i += 1
        }
        if i < length && p[i] == ASCII.dot {
            i += 1
            while i < length, p[i] &- ASCII.zero < 10 {
                significand = significand &* 10 &+ UInt64(p[i] &- ASCII.zero)
                digits += 1
                power -= 1
                i += 1
            }
        }
        guard digits <= 19 else { return nil }
        if i < length {
            i += 1
            var exponentNegative = false
            if p[i] == ASCII.minus || p[i] == ASCII.plus {
                exponentNegative = p[i] == ASCII.minus
                i += 1
            }
            guard length - i <= 4 else { return nil }
            var exponent = 0
            while i < length {
                exponent = exponent * 10 + Int(p[i] &- ASCII.zero)
                i += 1
            }
            power += exponentNegative ? -exponent : exponent
        }
        if significand == 0 { return (negative, 0, 0) }
        guard significand <= limit, power >= -maxPower, power <= maxPower else { return nil }
        return (negative, significand, power)
    }

    /// Whether every significand digit is zero, i.e. a zero result is exact rather than underflow.
    private static func isTrueZero(_ p: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        for i in 0..<length {
            let byte = p[i]
            if byte | 0x20 == ASCII.letterE { return true }
            if byte >= ASCII.one && byte <= ASCII.nine { return false }
        }
        return true
    }

    private static func text(_ p: UnsafePointer<UInt8>, _ length: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: p, count: length), as: UTF8.self)
    }
}

extension JSONNumber {
    /// A literal of an optional minus sign and digits as a type wider than 64 bits, or nil if it
    /// does not fit.
    static func wideInteger<T: FixedWidthInteger>(_ type: T.Type, _ p: UnsafePointer<UInt8>, _ length: Int) -> T? {
        let negative = p[0] == ASCII.minus
        var magnitude: T.Magnitude = 0
        for i in (negative ? 1 : 0)..<length {
            let (scaled, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = scaled.addingReportingOverflow(T.Magnitude(p[i] &- ASCII.zero))
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if !negative { return T(exactly: magnitude) }
        guard T.isSigned else { return magnitude == 0 ? 0 : nil }
        if magnitude == T.min.magnitude { return T.min }
        return T(exactly: magnitude).map { 0 - $0 }
    }
}
