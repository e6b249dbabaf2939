import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

/// The one-pass string scan (stop on a quote, a backslash, a control byte or a byte above 0x7F;
/// validate multi-byte UTF-8 where it stops; from the first escape on, copy the string unescaped as
/// it scans) and the `String`s made from its text without a second validation, against Foundation:
/// every escape and every UTF-8 length at every position around the sixteen-byte chunks, invalid
/// sequences, and generated strings. Each document is decoded as `[String]`, so every string is read.
@Suite("Strings against Foundation, at every chunk position")
struct StringDifferentialTests {
    static let escapes = [
        #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\u0041"#, #"\u00e9"#, #"\u07FF"#,
        #"\u0800"#, #"\u20AC"#, #"\uFFFF"#, #"\uD83D\uDE00"#, #"\uDBFF\uDFFF"#, #"\u0000"#, #"\u001f"#, #"\u005C"#,
    ]
    /// One scalar of each UTF-8 length, the first and last of each length, and scalars next to the
    /// surrogates and noncharacters.
    static let scalars = [
        "a", "\u{7F}", "\u{80}", "é", "\u{7FF}", "\u{800}", "€", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}",
        "\u{10000}", "😀", "\u{10FFFF}", "日本語", "e\u{301}",
    ]
    /// Lengths of plain ASCII around a piece, so the piece falls on every lane of a chunk and across
    /// chunk boundaries, and the string ends near and far from the document's end.
    static let runs = [0, 1, 2, 7, 14, 15, 16, 17, 30, 31, 32, 33, 47]

    @Test("every escape decodes like Foundation before, inside and after sixteen-byte chunks")
    func everyEscapeEverywhere() throws {
        for escape in Self.escapes {
            for before in Self.runs {
                for after in [0, 1, 15, 16, 17, 40] {
                    let body = String(repeating: "x", count: before) + escape + String(repeating: "y", count: after)
                    try expectSameStrings([body, body + escape + "z", "é" + body])
                }
            }
        }
    }

    @Test("every UTF-8 length decodes like Foundation at every position, raw and after an escape")
    func everyUTF8Length() throws {
        for scalar in Self.scalars {
            for before in Self.runs {
                let run = String(repeating: "x", count: before)
                try expectSameStrings([
                    run + scalar, run + scalar + scalar + scalar + "tail", #"\n"# + run + scalar + "tail",
                    run + #"\t"# + scalar + String(repeating: "y", count: before),
                ])
            }
        }
    }

    /// Overlong forms, surrogates, scalars above U+10FFFF, stray continuation bytes and sequences cut
    /// short by the closing quote, at every position, in plain strings and after an escape.
    @Test("invalid UTF-8 is rejected like Foundation rejects it, at every position")
    func invalidSequences() {
        let sequences: [[UInt8]] = [
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xF0, 0x80, 0x80, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xBF], [0xC3],
            [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3, 0x41], [0xE2, 0x41, 0x82],
        ]
        for sequence in sequences {
            for before in Self.runs {
                for escaped in [false, true] {
                    let prefix = Array((escaped ? #"\n"# : "") + String(repeating: "x", count: before)).map(
                        \.asciiValue!)
                    let document = Array(#"[""#.utf8) + prefix + sequence + Array(#"", "next"]"#.utf8)
                    let strata = caught { _ = try StrataJSONDecoder().decode([String].self, from: Data(document)) }
                    let foundation = caught { _ = try JSONDecoder().decode([String].self, from: Data(document)) }
                    #expect(parseErrorOf(strata)?.kind == .invalidUTF8, "\(document)")
                    #expect(kindOf(foundation) == "dataCorrupted", "\(document)")
                }
            }
        }
    }

    @Test("2,000 generated strings of escapes, scalars and runs decode like Foundation, as values and keys")
    func generatedStrings() throws {
        var rng = SplitMix64(state: 0x5712_1E55)
        for _ in 0..<2_000 {
            var body = ""
            for _ in 0..<rng.int(1...8) {
                switch rng.int(0...3) {
                case 0: body += rng.pick(Self.escapes)
                case 1: body += rng.pick(Self.scalars)
                default: body += String(repeating: rng.pick(["a", "Z", " ", "~"]), count: rng.pick(Self.runs))
                }
            }
            try expectSameStrings([body])
            let object = "{\"\(body)\": 1, \"k\(body)\": 2}"
            #expect(try strata([String: Int].self, object) == (try foundation([String: Int].self, object)), "\(body)")
        }
    }

    /// A `String` made without validation is told whether its text is ASCII; told so wrongly, a
    /// string longer than fifteen bytes (shorter ones are stored inline and checked anew) hashes its
    /// bytes as they are, so `e` and a combining accent no longer hash like the precomposed `é` that
    /// it equals.
    @Test("non-ASCII text, raw or only from escapes, makes strings that hash and compare as Unicode")
    func nonASCIIStrings() throws {
        let prefix = "a prefix of sixteen bytes or more "
        for accent in [#"e\u0301"#, "e\u{301}", #"\u0065\u0301"#, #"\u0065\u0301 and more"#] {
            let decoded = try strata([String].self, "[\"\(prefix)\(accent)\"]")[0]
            let precomposed = prefix + "\u{E9}" + (accent.hasSuffix("more") ? " and more" : "")
            #expect(decoded == precomposed, "\(accent)")
            #expect(Set([decoded]).contains(precomposed), "\(accent)")
            #expect(decoded.count == precomposed.count, "\(accent)")
        }
    }

    @Test("keys with escapes match their coding keys, with default keys and with snake case")
    func escapedKeys() throws {
        struct Keyed: Decodable, Equatable {
            let name: String
            let quoted: Int
            let userName: Int
            enum CodingKeys: String, CodingKey {
                case name
                case quoted = "a\"b"
                case userName = "user_name"
            }
        }
        let json = #"{"na\u006De": "x\ty", "a\"b": 1, "user\u005fname": 2}"#
        #expect(try strata(Keyed.self, json) == Keyed(name: "x\ty", quoted: 1, userName: 2))
        #expect(try strata(Keyed.self, json) == (try foundation(Keyed.self, json)))
        struct Snake: Decodable, Equatable { let userName: Int }
        let snake = #"{"user\u005fname": 3}"#
        let strataSnake = StrataJSONDecoder.configured(\.keyDecodingStrategy, .convertFromSnakeCase)
        let foundationSnake = JSONDecoder()
        foundationSnake.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try strata(Snake.self, snake, decoder: strataSnake) == Snake(userName: 3))
        #expect(
            try strata(Snake.self, snake, decoder: strataSnake)
                == (try foundation(Snake.self, snake, decoder: foundationSnake)))
    }

    /// The bodies as `[String]`, in one document with short and long neighbours, must decode alike.
    private func expectSameStrings(_ bodies: [String]) throws {
        let json = "[" + bodies.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        #expect(try strata([String].self, json) == (try foundation([String].self, json)), "\(json)")
        for body in bodies {
            let alone = "\"\(body)\""
            #expect(try strata(String.self, alone) == (try foundation(String.self, alone)), "\(alone)")
        }
    }
}
