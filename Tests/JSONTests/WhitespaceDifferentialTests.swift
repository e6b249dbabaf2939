import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

/// Whitespace is skipped by a test of one byte, then spaces counted eight at a time in a word (two
/// words after a line break or a space), then sixteen bytes at a time; every path must agree with
/// Foundation: every kind of whitespace, every length around those steps, at every place between
/// tokens and at the document's end, and bytes that look like whitespace but are not.
@Suite("Whitespace against Foundation, of every kind and length")
struct WhitespaceDifferentialTests {
    static let kinds = [" ", "\n", "\r", "\t", "\r\n", "\n  ", "\n\t"]
    /// Lengths around the word and chunk steps, and beyond two chunks.
    static let lengths = [0, 1, 2, 7, 8, 9, 15, 16, 17, 23, 24, 25, 31, 32, 33, 47, 48, 49]

    /// A small document with a place for whitespace between every two tokens.
    static func document(_ gap: (Int) -> String) -> String {
        let tokens = ["{", #""id""#, ":", "7", ",", #""tags""#, ":", "[", #""a""#, ",", "null", ",", "true", "]", "}"]
        return tokens.enumerated().map { gap($0.offset) + $0.element }.joined() + gap(tokens.count)
    }

    struct Record: Decodable, Equatable {
        let id: Int
        let tags: [JSONValue]
    }

    @Test("runs of one kind, of every length, between every two tokens, decode like Foundation")
    func runsOfEveryKindAndLength() throws {
        for kind in Self.kinds {
            for length in Self.lengths {
                let run = String(repeating: kind, count: length)
                for place in 0...15 {
                    let json = Self.document { $0 == place ? run : "" }
                    #expect(
                        try strata(Record.self, json) == (try foundation(Record.self, json)), "\(json.debugDescription)"
                    )
                }
                let everywhere = Self.document { _ in run }
                #expect(try strata(Record.self, everywhere) == (try foundation(Record.self, everywhere)))
            }
        }
    }

    @Test("pretty-printed documents, indented by every unit and depth, with either line ending, decode alike")
    func indentation() throws {
        var rng = SplitMix64(state: 0x1DE47)
        for unit in [" ", "  ", "    ", "\t", String(repeating: " ", count: 9)] {
            for lineEnd in ["\n", "\r\n"] {
                for _ in 0..<60 {
                    var random = RandomJSON(seed: rng.next())
                    let compact = random.value(depth: 0)
                    let pretty = Self.indent(compact, unit: unit, lineEnd: lineEnd)
                    let strataValue = try? strata(JSONValue.self, pretty)
                    #expect(strataValue == (try? foundation(JSONValue.self, pretty)), "\(pretty.debugDescription)")
                    #expect(strataValue == (try? strata(JSONValue.self, compact)), "\(pretty.debugDescription)")
                }
            }
        }
    }

    /// Form feed, vertical tab, other control bytes, a no-break space and U+2028 are not JSON
    /// whitespace: after any run, at any length, each is an unexpected character at its own offset.
    @Test("bytes that only look like whitespace are rejected at their offset, after runs of every length")
    func notWhitespace() {
        for impostor in ["\u{0C}", "\u{0B}", "\u{0}", "\u{1F}", "\u{A0}", "\u{2028}", "\u{85}"] {
            for kind in [" ", "\n", "\t"] {
                for length in Self.lengths {
                    let json = "[1," + String(repeating: kind, count: length) + impostor + " 2]"
                    let error = caught { _ = try strata([Int].self, json) }
                    #expect(parseErrorOf(error)?.offset == 3 + length, "\(json.debugDescription)")
                    #expect(caught { _ = try foundation([Int].self, json) } != nil, "\(json.debugDescription)")
                }
            }
        }
    }

    @Test("whitespace running to the document's end, of every length, decodes like Foundation")
    func trailingAndLeading() throws {
        for kind in Self.kinds {
            for length in Self.lengths {
                let run = String(repeating: kind, count: length)
                for json in [run + "42" + run, run + #""s""# + run, run + "[" + run + "]" + run] {
                    #expect(
                        try strata(JSONValue.self, json) == (try foundation(JSONValue.self, json)),
                        "\(json.debugDescription)")
                }
                #expect(caught { _ = try strata(JSONValue.self, run) } != nil)
            }
        }
    }

    /// `compact` (the output of `RandomJSON`) with a line break and indentation after every `{`, `[`
    /// and `,` outside strings, and before every `}` and `]`, and a space after every `:`.
    static func indent(_ compact: String, unit: String, lineEnd: String) -> String {
        var out = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in compact {
            if inString {
                out.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
                out.append(character)
            case "{", "[":
                depth += 1
                out += String(character) + lineEnd + String(repeating: unit, count: depth)
            case "}", "]":
                depth -= 1
                out += lineEnd + String(repeating: unit, count: depth) + String(character)
            case ",": out += "," + lineEnd + String(repeating: unit, count: depth)
            case ":": out += ": "
            default: out.append(character)
            }
        }
        return out
    }
}
