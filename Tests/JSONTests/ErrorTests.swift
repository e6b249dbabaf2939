import Foundation
import Testing

@testable import StrataJSON

@Suite("Errors and strictness")
struct ErrorTests {
    struct Inner: Decodable { let value: Int }
    struct Outer: Decodable {
        let items: [Inner]
        let name: String
    }

    @Test(
        "errors carry Foundation's case and coding path",
        arguments: [
            #"{"items": [{"value": 1}, {"value": "x"}], "name": "n"}"#,
            #"{"items": [{"value": 1}, {}], "name": "n"}"#,
            #"{"items": [{"value": null}], "name": "n"}"#,
            #"{"items": [], "name": null}"#,
            #"{"items": {}, "name": "n"}"#,
            #"{"items": null, "name": "n"}"#,
            #"{"items": [7], "name": "n"}"#,
            #"{"items": []}"#,
            #"[]"#,
            #"{"items": [{"value": 1.5}], "name": "n"}"#,
            #"{"items": [{"value": true}], "name": "n"}"#,
        ])
    func errorCasesAndPaths(json: String) {
        let expected = caught { _ = try foundation(Outer.self, json) }
        let actual = caught { _ = try strata(Outer.self, json) }
        #expect(kindOf(actual) == kindOf(expected))
        if kindOf(actual) != "dataCorrupted" {
            #expect(pathOf(actual) == pathOf(expected))
        }
    }

    @Test("wrong types are typeMismatch with Foundation's wording")
    func typeMismatchWording() {
        let error = caught { _ = try strata([String: Int].self, #"{"a": "x"}"#) }
        guard case .typeMismatch(_, let context) = error as? DecodingError else {
            Issue.record("expected typeMismatch, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "Expected to decode Int but found a string instead.")
        #expect(context.codingPath.map(\.stringValue) == ["a"])
    }

    @Test(
        "malformed documents report the byte offset in strict mode",
        arguments: [
            ("[1, 2, x]", 7, JSONParseError.Kind.unexpectedCharacter(UInt8(ascii: "x"))),
            ("[1, 2,]", 6, .unexpectedCharacter(UInt8(ascii: "]"))),
            (#"{"a": 1,}"#, 8, .unexpectedCharacter(UInt8(ascii: "}"))),
            ("[01]", 2, .unexpectedCharacter(UInt8(ascii: "1"))),
            ("+1", 0, .unexpectedCharacter(UInt8(ascii: "+"))),
            (".5", 0, .unexpectedCharacter(UInt8(ascii: "."))),
            ("1.", 2, .unexpectedEndOfInput),
            ("[1.]", 3, .invalidNumber),
            ("-", 1, .unexpectedEndOfInput),
            ("NaN", 0, .unexpectedCharacter(UInt8(ascii: "N"))),
            ("[Infinity]", 1, .unexpectedCharacter(UInt8(ascii: "I"))),
            ("[-Infinity]", 2, .invalidNumber),
            (#"["\x"]"#, 2, .invalidEscape),
            (#"["\uD800"]"#, 2, .loneSurrogate),
            (#"["\uD800\u0041"]"#, 2, .loneSurrogate),
            (#"["\uDC00"]"#, 2, .loneSurrogate),
            ("[\"a\u{1}\"]", 3, .controlCharacterInString),
            ("[1] x", 4, .trailingCharacters),
            ("", 0, .unexpectedEndOfInput),
            ("  ", 2, .unexpectedEndOfInput),
            ("[1", 2, .unexpectedEndOfInput),
            ("tru", 3, .unexpectedEndOfInput),
            ("nul", 3, .unexpectedEndOfInput),
            ("[trux]", 4, .unexpectedCharacter(UInt8(ascii: "x"))),
        ])
    func parseErrors(json: String, offset: Int, kind: JSONParseError.Kind) {
        let error = caught { _ = try strata(JSONValue.self, json, decoder: .configured(\.strictRFC8259, true)) }
        #expect(parseErrorOf(error) == JSONParseError(kind: kind, offset: offset))
        guard case .dataCorrupted(let context) = error as? DecodingError else { return }
        #expect(context.debugDescription.contains("byte offset \(offset)."))
    }

    @Test(
        "invalid UTF-8 is rejected wherever it appears",
        arguments: [
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xE0, 0x80, 0xAF, 0x22],
            [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xC3, 0x22], [0x22, 0x80, 0x22], [0x5B, 0xFF, 0x5D],
            [0x22, 0xF0, 0x80, 0x80, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22],
        ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        let error = caught { _ = try StrataJSONDecoder().decode(JSONValue.self, from: Data(bytes)) }
        #expect(kindOf(error) == "dataCorrupted")
    }

    @Test("valid multi-byte UTF-8 and every escape decode to the right string")
    func stringsAndEscapes() throws {
        let json = #""\" \\ \/ \b \f \n \r \t \u00e9 \uD83D\uDE00 é 😀 \u0000""#
        #expect(try strata(String.self, json) == "\" \\ / \u{8} \u{C} \n \r \t é 😀 é 😀 \u{0}")
        #expect(try strata(String.self, json) == (try foundation(String.self, json)))
    }

    @Test("100,000 opening brackets are rejected by the depth limit, not a stack overflow")
    func depthLimit() {
        let json = String(repeating: "[", count: 100_000)
        let error = caught { _ = try strata(JSONValue.self, json) }
        #expect(parseErrorOf(error)?.kind == .depthLimitExceeded(512))
        let balanced = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect((try? strata(JSONValue.self, balanced)) != nil)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(parseErrorOf(caught { _ = try strata(JSONValue.self, tooDeep) })?.kind == .depthLimitExceeded(512))
        let shallow = StrataJSONDecoder.configured(\.maximumDepth, 2)
        #expect(caught { _ = try shallow.decode([[[Int]]].self, from: Data("[[[1]]]".utf8)) } != nil)
    }

    @Test("top-level scalars are documents too")
    func topLevelScalars() throws {
        #expect(try strata(Int.self, " 42 ") == 42)
        #expect(try strata(Bool.self, "true") == true)
        #expect(try strata(String.self, #""s""#) == "s")
        #expect(try strata(JSONValue.self, "null") == .null)
        #expect(try strata(Double.self, "-1.5e3") == -1500)
        #expect(try strata(Int?.self, "null") == nil)
    }

    @Test("raw buffers decode without copying into Data")
    func rawBuffers() throws {
        let bytes = Array(#"{"value": 5}"#.utf8)
        let value = try bytes.withUnsafeBytes { try StrataJSONDecoder().decode(Inner.self, from: $0) }
        #expect(value.value == 5)
    }
}
