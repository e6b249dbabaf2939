/// A JSON value with its object keys in order, written the way web APIs pretty-print responses:
/// two spaces per level, `"key": value`, and the escapes a Rails-style encoder writes (`<`, `>` and
/// `&` as `\u003c`, `\u003e`, `\u0026`; line breaks, tabs, quotes and backslashes escaped; other
/// text as raw UTF-8).
indirect enum PrettyJSON {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([PrettyJSON])
    case object([(String, PrettyJSON)])

    /// The UTF-8 text of the value, indented from `level`.
    func text() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(into: &out, level: 0)
        return out
    }

    private func write(into out: inout [UInt8], level: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .string(let text): Self.write(text, into: &out)
        case .array(let items):
            guard !items.isEmpty else { return out.append(contentsOf: "[]".utf8) }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                Self.newline(into: &out, level: level + 1, comma: index > 0)
                item.write(into: &out, level: level + 1)
            }
            Self.newline(into: &out, level: level, comma: false)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return out.append(contentsOf: "{}".utf8) }
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                Self.newline(into: &out, level: level + 1, comma: index > 0)
                Self.write(key, into: &out)
                out.append(contentsOf: ": ".utf8)
                value.write(into: &out, level: level + 1)
            }
            Self.newline(into: &out, level: level, comma: false)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(into out: inout [UInt8], level: Int, comma: Bool) {
        if comma { out.append(UInt8(ascii: ",")) }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<2 * level { out.append(UInt8(ascii: " ")) }
    }

    /// The text as a string literal. Only ASCII bytes are escaped, so the rest passes as raw UTF-8.
    private static func write(_ text: String, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
