import Foundation

@testable import StrataJSON

/// The table's rows for JSON5, each through Foundation's `allowsJSON5` and Strata's.
///
/// Foundation checks strings and numbers only when they are decoded, so malformed ones are decoded
/// as `String` or numbers here (both decoders then fail with `dataCorrupted`), never as `JSONValue`,
/// whose `try?` fallbacks would turn Foundation's late error into a different one.
extension DifferentialCase {
    static let json5Documents: [DifferentialCase] = [
        // Comments and whitespace.
        "// lead\n[1]", "[1 /* inner */, 2]", "[1] // trailing", "/**/1", "/*/ 1", "[1 /* open", "[1] /", "/ 1",
        "[1,// c\n2]", "\u{0B}[1]\u{0C}", "[1]\r\n", "/* a */ /* b */ [true]",
        // Unquoted keys.
        "{a: 1}", "{$a: 1, _b: 2}", "{a1_$: 1}", "{1a: 1}", "{é: 1, ключ: 2}", #"{a\u0062: 1}"#, #"{\u0061: 1}"#,
        #"{\x61: 1}"#, #"{a\q: 1}"#, "{a b: 1}", "{a-b: 1}", "{ a : 1 }", "{a:1,}", "{a: 1, a: 2}", "{: 1}",
        "{a\u{301}: 1}", "{a}", "{a", "{'a': 1, \"b\": 2}",
        // Numbers.
        "[0x1F, 0X1f, -0x10, +0x10]", "[+1, .5, -.5, 5., 5.e2, +.5e1]", "[Infinity, -Infinity, +Infinity, NaN, -NaN]",
        "[1e5]", "[-0]",
        // Literals and structure.
        "[true, false, null]", "[nul]", "[tru]", "[1,,]", "[,]", "{}", "[]", "[1]x",
    ].map { .decoding(JSONValue.self, $0, [.json5]) }

    /// Strings decode as `String`: Foundation checks a string's escapes only when it is decoded.
    static let json5Strings: [DifferentialCase] =
        [
            "'single'", #"'it\'s'"#, #"'a "quoted" word'"#, #""\'""#, #"'\x41\x7e'"#, #"'\x00'"#, #"'\u0000'"#,
            #"'\0'"#,
            #"'\v'"#, "'a\\\nb'", "'a\\\r\nb'", "'a\\\rb'", "'a\nb'", #"'\uD83D\uDE00'"#, #"'\uD83D'"#, #"'\xG1'"#,
            #"'\x4'"#, "'unterminated", "'é😀'",
        ].map { .decoding(String.self, $0, [.json5]) } + [.decoding([String].self, "[\"a\", 'b',]", [.json5])]

    static let json5Numbers: [DifferentialCase] =
        [
            "0x1F", "-0x10", "+0x10", "0xFF", "0x7F", "-0x80", "0x10000000000000000", "+1", "+0", ".5", "5.", "-.5e1",
            "5.e2", "Infinity", "-Infinity", "NaN", "+12345678901234567890", "1e2", "0", "-0", "0xffffffffffffffff",
            // Malformed: Foundation finds these when it decodes them, this decoder when it parses.
            "01", "0x", "1e", ".", "+", "Inf", "0xG", "1.2.3", "--1", "+-1", "Infinityx", "NaNa", "1x",
        ].flatMap { number in
            [
                .decoding([Double].self, "[\(number)]", [.json5]), .decoding([Float].self, "[\(number)]", [.json5]),
                .decoding([Int].self, "[\(number)]", [.json5]), .decoding([UInt8].self, "[\(number)]", [.json5]),
                .decoding([Int8].self, "[\(number)]", [.json5]), .decoding([Decimal].self, "[\(number)]", [.json5]),
                .decoding([Int128].self, "[\(number)]", [.json5]),
                .decoding([String: Double].self, "{a: \(number)}", [.json5]),
            ]
        } + [
            .decoding([Double].self, #"["+∞", Infinity]"#, [.json5, .floatStrings]),
            .decoding(
                Table.Stamped.self, "{date: 0x10}", [.json5, .dates("seconds", .secondsSince1970, .secondsSince1970)]),
            .decoding(Table.CustomKeyed.self, "{id: 1, inner: {name: 'n'}}", [.json5, .customKeys]),
            .decoding([String: Int].self, "{snake_key: 1,}", [.json5, .snakeCase]),
        ]
}
