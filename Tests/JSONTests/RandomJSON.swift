import StrataTestSupport

/// Generates JSON text with the constructs that break decoders: every escape, surrogate pairs, raw
/// multi-byte UTF-8, escaped keys, awkward numbers, irregular whitespace and trailing commas.
struct RandomJSON {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(state: seed) }

    mutating func whitespace() -> String {
        rng.chance(70) ? "" : rng.pick([" ", "\n", "\t", "\r\n", "  "])
    }

    mutating func document() -> String {
        whitespace() + value(depth: 0) + whitespace()
    }

    mutating func value(depth: Int) -> String {
        let limit = depth > 4 ? 5 : 7
        switch rng.int(0...limit) {
        case 0: return "null"
        case 1: return rng.chance(50) ? "true" : "false"
        case 2, 3: return number()
        case 4, 5: return string()
        case 6:
            let items = (0..<rng.int(0...4)).map { _ in whitespace() + value(depth: depth + 1) + whitespace() }
            return "[" + items.joined(separator: ",") + trailingComma(after: items) + "]"
        default:
            let members = (0..<rng.int(0...4)).map { _ in
                whitespace() + string() + whitespace() + ":" + whitespace() + value(depth: depth + 1)
            }
            return "{" + members.joined(separator: ",") + trailingComma(after: members) + "}"
        }
    }

    /// Sometimes one comma after the last element, which Foundation accepts by default.
    mutating func trailingComma(after items: [String]) -> String {
        !items.isEmpty && rng.chance(10) ? "," + whitespace() : ""
    }

    /// Zero significands with an unsigned exponent (`0e7`) are left out: Foundation wrongly rejects
    /// some of them, see `NumberTests`.
    mutating func number() -> String {
        switch rng.int(0...9) {
        case 0: return String(rng.int(-1000...1000))
        case 1: return String(Int64(bitPattern: rng.next()))
        case 2: return String(rng.next())
        case 3:
            return rng.pick([
                "0", "-0", "0.0", "-0.0", "1e0", "1E+2", "2.5e-3", "1e22", "1e23", "9007199254740993",
                "0.1", "0.30000000000000004", "4.9e-324", "2.2250738585072014e-308",
                "1.7976931348623157e308", "123456789012345678901234567890", "1e-7", "100e-2",
            ])
        case 4: return "\(rng.int(0...99999)).\(rng.int(0...99999))"
        case 5: return "\(rng.pick([-9, -1, 1, 2, 7, 9]))e\(rng.int(-30...30))"
        case 6: return "-\(rng.int(0...999)).\(rng.int(0...999))E\(rng.pick(["+", "-", ""]))\(rng.int(0...300))"
        case 7:
            let digits = (0..<rng.int(1...25)).map { _ in String(rng.int(0...9)) }.joined()
            return "\(rng.int(1...9))\(digits).\(digits)"
        case 8: return String(Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF))
        default: return String(Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()) & 0x7F7F_FFFF))
        }
    }

    mutating func string() -> String {
        var text = "\""
        for _ in 0..<rng.int(0...12) {
            switch rng.int(0...14) {
            case 0: text += "\\\""
            case 1: text += "\\\\"
            case 2: text += "\\/"
            case 3: text += rng.pick(["\\b", "\\f", "\\n", "\\r", "\\t"])
            case 4: text += String(format: "\\u%04x", rng.int(0x20...0xD7FF))
            case 5: text += String(format: "\\u%04X", rng.int(0...0x1F))
            case 6:
                let scalar = rng.int(0x10000...0x10FFFF) - 0x10000
                text += String(format: "\\u%04X\\u%04x", 0xD800 + (scalar >> 10), 0xDC00 + (scalar & 0x3FF))
            case 7: text += rng.pick(["é", "ß", "日本", "😀", "🇫🇷", "\u{0301}", "Ω", "\u{10FFFF}", "\u{FEFF}"])
            case 8: text += rng.pick(["e\u{0301}", "\u{E9}", "Å", "\u{212B}"])
            default:
                text += String(UnicodeScalar(UInt8(rng.int(0x20...0x7E))))
                    .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            }
        }
        return text + "\""
    }

    mutating func key(_ name: String) -> String {
        guard rng.chance(20) else { return "\"\(name)\"" }
        return "\"" + name.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined() + "\""
    }

    mutating func record(depth: Int) -> String {
        var members: [String] = [
            key("int") + ":" + String(rng.int(-1_000_000...1_000_000)),
            key("small") + ":" + rng.pick(["-128", "127", "0", "12", "1e2", "100.0", String(rng.int(-128...127))]),
            key("unsigned") + ":" + rng.pick(["0", "4294967295", "-0", String(rng.int(0...99999))]),
            key("double") + ":" + number(),
            key("float") + ":" + rng.pick(["0.1", "3.4028235e38", "1e-45", "1.17549435e-38", "16777217", number()]),
            key("text") + ":" + string(),
            key("flag") + ":" + (rng.chance(50) ? "true" : "false"),
            key("list") + ":["
                + (0..<rng.int(0...5)).map { _ in String(Int64(bitPattern: rng.next())) }.joined(separator: ",") + "]",
            key("map") + ":{" + (0..<rng.int(0...3)).map { _ in string() + ":" + number() }.joined(separator: ",")
                + "}",
        ]
        if rng.chance(50) { members.append(key("optional") + ":" + (rng.chance(50) ? "null" : string())) }
        if depth < 2 && rng.chance(30) {
            members.append(
                key("nested") + ":[" + (0..<rng.int(0...2)).map { _ in record(depth: depth + 1) }.joined(separator: ",")
                    + "]")
        }
        if rng.chance(10) { members.append(key("extra") + ":" + value(depth: 3)) }
        for i in members.indices.reversed() where rng.chance(30) {
            members.swapAt(i, rng.int(0...i))
        }
        return "{" + members.map { whitespace() + $0 + whitespace() }.joined(separator: ",") + "}"
    }
}
