import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

@Suite("Numbers")
struct NumberTests {
    static func sameAsFoundation<T: Decodable & Equatable>(_ type: T.Type, _ literal: String) -> Bool {
        let expected = Result { try foundation(type, literal) }
        let actual = Result { try strata(type, literal) }
        switch (expected, actual) {
        case (.success(let lhs), .success(let rhs)): return lhs == rhs
        case (.failure(let lhs), .failure(let rhs)): return kindOf(lhs) == kindOf(rhs)
        default: return false
        }
    }

    static let integerLiterals = [
        "0", "-0", "1", "-1", "127", "128", "-128", "-129", "255", "256", "32767", "32768", "-32768", "-32769",
        "65535", "65536", "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295", "4294967296",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "99999999999999999999999", "1.0", "1e2", "1E2", "1.5e1",
        "1.5", "-0.0", "0e5", "1e3", "128.0", "1e19", "1e20", "1.0000000000000000001", "9007199254740993.0",
        "9223372036854775807.0", "-9.223372036854775808e18", "1e-400", "1e400", "12345678901234567890.5",
    ]

    @Test("every integer width agrees with Foundation on boundaries, fractions and exponents")
    func integerWidthsMatchFoundation() {
        for literal in Self.integerLiterals {
            #expect(Self.sameAsFoundation(Int.self, literal), "Int \(literal)")
            #expect(Self.sameAsFoundation(Int8.self, literal), "Int8 \(literal)")
            #expect(Self.sameAsFoundation(Int16.self, literal), "Int16 \(literal)")
            #expect(Self.sameAsFoundation(Int32.self, literal), "Int32 \(literal)")
            #expect(Self.sameAsFoundation(Int64.self, literal), "Int64 \(literal)")
            #expect(Self.sameAsFoundation(UInt.self, literal), "UInt \(literal)")
            #expect(Self.sameAsFoundation(UInt8.self, literal), "UInt8 \(literal)")
            #expect(Self.sameAsFoundation(UInt16.self, literal), "UInt16 \(literal)")
            #expect(Self.sameAsFoundation(UInt32.self, literal), "UInt32 \(literal)")
            #expect(Self.sameAsFoundation(UInt64.self, literal), "UInt64 \(literal)")
        }
    }

    @Test("integer limits decode exactly")
    func integerLimits() throws {
        #expect(try strata(Int8.self, "-128") == Int8.min)
        #expect(try strata(UInt8.self, "255") == UInt8.max)
        #expect(try strata(Int64.self, "-9223372036854775808") == Int64.min)
        #expect(try strata(UInt64.self, "18446744073709551615") == UInt64.max)
        #expect(try strata(Int.self, "1e2") == 100)
        #expect(try strata(UInt.self, "-0") == 0)
    }

    @Test("overflow is dataCorrupted at the top, as with Foundation, naming the number")
    func overflowIsReported() {
        let error = caught { _ = try strata([String: [UInt8]].self, #"{"bytes": [1, 300]}"#) }
        #expect(kindOf(error) == "dataCorrupted")
        #expect(pathOf(error) == pathOf(caught { _ = try foundation([String: [UInt8]].self, #"{"bytes": [1, 300]}"#) }))
        #expect(pathOf(error) == [])
        guard case .dataCorrupted(let context) = error as? DecodingError else { return }
        #expect(
            context.debugDescription == "The given data was not valid JSON. Number 300 is not representable in Swift.")
    }

    @Test("a fraction is not silently truncated to an integer")
    func fractionIsNotAnInteger() {
        #expect(kindOf(caught { _ = try strata(Int.self, "1.5") }) == "dataCorrupted")
    }

    static let floatingLiterals = [
        "0", "-0", "0.1", "0.2", "0.30000000000000004", "1e22", "1e23", "9007199254740993",
        "123456789012345678901234567890",
        "4.9e-324", "2.4703282292062328e-324", "2.4703282292062327e-324", "2.2250738585072011e-308",
        "2.2250738585072014e-308",
        "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e400", "-1e400", "1e-400",
        "3.4028235e38", "3.4028236e38", "3.5e38", "1e-45", "1.4e-45", "7e-46", "1.17549435e-38", "16777217",
        "0.000001", "123.456e-5", "-98765.4321E+12", "1e-7", "100e-2", "0.1e1",
        "1.00000000000000011102230246251565404236316680908203125",
        "7.038531e-26", "3.0000001192092896", "1e-50", "0e-400", "0.0e999", "1e1000000000000000000000",
    ]

    @Test("Double and Float have the same bit patterns as with Foundation")
    func floatingPointMatchesFoundationBitForBit() {
        for literal in Self.floatingLiterals {
            let expectedDouble = try? foundation(Double.self, literal)
            let actualDouble = try? strata(Double.self, literal)
            #expect(expectedDouble?.bitPattern == actualDouble?.bitPattern, "Double \(literal)")
            let expectedFloat = try? foundation(Float.self, literal)
            let actualFloat = try? strata(Float.self, literal)
            #expect(expectedFloat?.bitPattern == actualFloat?.bitPattern, "Float \(literal)")
        }
    }

    @Test("random doubles round-trip with the same bits as Foundation")
    func randomDoubles() {
        var rng = SplitMix64(state: 7)
        for _ in 0..<5_000 {
            let value = Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF)
            let literal = rng.chance(50) ? "\(value)" : String(format: "%.\(rng.int(1...20))e", value)
            #expect(
                (try? foundation(Double.self, literal))?.bitPattern == (try? strata(Double.self, literal))?.bitPattern,
                "\(literal)")
            #expect(
                (try? foundation(Float.self, literal))?.bitPattern == (try? strata(Float.self, literal))?.bitPattern,
                "\(literal)")
        }
    }

    @Test("numbers that overflow to infinity or underflow to zero are rejected like Foundation")
    func outOfRangeIsRejected() throws {
        for literal in ["1e400", "-1e400", "1e-400", "1e999999999999", "-1e-999999999999"] {
            #expect(kindOf(caught { _ = try strata(Double.self, literal) }) == "dataCorrupted", "\(literal)")
        }
        #expect(kindOf(caught { _ = try strata(Double.self, "1e400") }) == "dataCorrupted")
        #expect(kindOf(caught { _ = try strata(Double.self, "1e-400") }) == "dataCorrupted")
        #expect(kindOf(caught { _ = try strata(Float.self, "3.5e38") }) == "dataCorrupted")
        #expect(try strata(Double.self, "0e-400") == 0)
    }

    /// JSONTestSuite's `y_number_0e1.json` is `[0e1]`: valid JSON, which Foundation rejects (see the
    /// StrataJSON guide's differences).
    @Test("a zero with a positive unsigned exponent is zero (Foundation rejects some of these by mistake)")
    func zeroWithExponent() throws {
        #expect(try strata([Double].self, "[0e1]") == [0])
        #expect(try strata([Double].self, "[0E1]") == [0])
        #expect(try strata(Double.self, "0e7") == 0)
        #expect(try strata(Double.self, "0.00e7") == 0)
        #expect(try strata(Float.self, "-0E3").sign == .minus)
    }

    @Test("Decimal reads the literal itself, without a detour through Double")
    func decimals() throws {
        for literal in [
            "0", "-0.0", "1.5e2", "0.1", "123456789012345678901234567890", "123456789012345678901234567890.5e-3",
            "-3.14159265358979323846264338327950288", "1e-200", "1e400", "99.99",
        ] {
            #expect(Self.sameAsFoundation(Decimal.self, literal), "\(literal)")
        }
        #expect(try strata(Decimal.self, "0.1") == Decimal(string: "0.1"))
        #expect(kindOf(caught { _ = try strata(Decimal.self, "\"1.5\"") }) == "typeMismatch")
    }
}
