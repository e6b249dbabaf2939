import Foundation
import StrataTestSupport

/// Posts whose text needs unescaping: `\n`, `\"`, `\t`, `\uXXXX` escapes (surrogate pairs too) and
/// raw non-ASCII UTF-8, as user-written content from a real API carries. Unescaping is the decoder's
/// slow path, and this payload keeps it honest.
enum EscapedPayloads {
    private static let fragments = [
        "café", "naïve", "Straße", "日本語のテキスト", "emoji 😀 and 🇫🇷", "Ω≈ç√∫", "“curly quotes”", "em — dash",
        "tab\there", "say \"hi\"", "back\\slash", "line\nbreak", "lorem ipsum dolor", "sit amet", "consectetur",
    ]

    /// `count` posts of the `PostDTO` shape with escaped and non-ASCII titles and bodies.
    static func posts(_ count: Int, seed: UInt64, name: String) -> Payload {
        var random = SplitMix64(state: seed)
        var json = "["
        for id in 1...count {
            if id > 1 { json += "," }
            let title = (0..<random.int(3...6)).map { _ in random.pick(fragments) }.joined(separator: " ")
            let body = (0..<4).map { _ in
                (0..<random.int(3...6)).map { _ in random.pick(fragments) }.joined(separator: " ")
            }.joined(separator: "\n")
            json += #"{"userId":\#(id / 10 + 1),"id":\#(id),"title":\#(escaped(title, &random)),"#
            json += #""body":\#(escaped(body, &random))}"#
        }
        json += "]"
        return Payload(name: name, data: Data(json.utf8), objectCount: count)
    }

    /// A JSON string literal: quotes, backslashes, tabs and newlines escaped, and about a third of
    /// the non-ASCII scalars written as `\uXXXX` (astral ones as surrogate pairs), the rest raw.
    private static func escaped(_ text: String, _ random: inout SplitMix64) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value >= 0x80 && random.int(0...2) == 0:
                for unit in String(scalar).utf16 { out += String(format: "\\u%04X", unit) }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
