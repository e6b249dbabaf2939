import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

/// The string scanner reads sixteen bytes at a time, validating UTF-8 and unescaping where it stops;
/// a scan of one byte at a time is the reference. Random strings of every length around the sixteen-byte steps,
/// near the document's end and far from it, mixing escapes, raw UTF-8 and every kind of bad byte, must
/// give the same result: the same value, or the same error kind at the same offset.
@Suite("String scanning against a byte-at-a-time reference")
struct StringScanTests {
    /// Pieces a string body is made of; some are invalid, so most bodies exercise an error path.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("lorem ipsum ".utf8), Array("\\n".utf8), Array("\\\"".utf8), Array("\\\\".utf8),
        Array("\\/".utf8), Array("\\u00e9".utf8), Array("\\uD83D\\uDE00".utf8), Array("é".utf8), Array("日本".utf8),
        Array("😀".utf8), [0x22], [0x5C], [0x01], [0x1F], [0x7F], [0xFF], [0xC0, 0x80], [0xE2, 0x28, 0xA1],
        [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE6], [0xF0, 0x9F], Array("\\x".utf8), Array("\\u12".utf8),
        Array("\\uDC00".utf8), Array("\\uD800x".utf8), Array("\\uD800\\u0041".utf8), Array("\\uE000".utf8),
        Array("\\uFFFF".utf8), Array("\\uABcd".utf8), Array("\\u00G0".utf8), Array("\\u0:00".utf8),
        Array("\\u0000".utf8), Array("\\t\\r\\b\\f".utf8),
    ]

    @Test("random strings scan like the reference, in a string alone and followed by more document")
    func randomStrings() {
        var rng = SplitMix64(state: 0x5CA7)
        let decoder = StrataJSONDecoder()
        decoder.strictRFC8259 = true
        for round in 0..<20_000 {
            var body: [UInt8] = []
            let plain = rng.int(0...40)
            body += Array(repeating: UInt8(ascii: "x"), count: plain)
            for _ in 0..<rng.int(0...3) {
                body += rng.pick(Self.pieces)
                body += Array(repeating: UInt8(ascii: "y"), count: rng.int(0...18))
            }
            var document = [UInt8(ascii: "\"")] + body
            if rng.int(0...3) != 0 { document.append(UInt8(ascii: "\"")) }
            if round.isMultiple(of: 2) {
                document = Array("[".utf8) + document + Array(", \"trailing string long enough for a chunk\"]".utf8)
            }
            let expected = Reference.parse(document)
            var value: JSONValue?
            let error = caught { value = try decoder.decode(JSONValue.self, from: Data(document)) }
            #expect(parseErrorOf(error) == expected, "\(document)")
            if expected == nil {
                #expect(value == (try? JSONDecoder().decode(JSONValue.self, from: Data(document))), "\(document)")
            }
        }
    }

    /// A key with non-ASCII bytes can equal an ASCII `CodingKey` as a Swift string: U+212A KELVIN SIGN
    /// is canonically equivalent to `K`, and Foundation's dictionary of keys matches it. Only the
    /// string's nonASCII flag sends such a key to the string comparison, so a flag missing on any of
    /// the scanner's paths (within one chunk, across chunks, in the last bytes) loses a value.
    @Test("the nonASCII flag is set for strings with a byte above 0x7F on every path of the scanner")
    func nonASCIIFlag() throws {
        struct Keyed: Decodable, Equatable {
            let inChunk: Int
            let acrossChunks: Int
            let inLastBytes: Int
            enum CodingKeys: String, CodingKey {
                case inChunk = "Key"
                case acrossChunks = "a key longer than two chunks, ending in K"
                case inLastBytes = "K"
            }
        }
        let kelvin = "\u{212A}"
        let json = "{\"\(kelvin)ey\": 1, \"a key longer than two chunks, ending in \(kelvin)\": 2, \"\(kelvin)\": 3}"
        let expected = Keyed(inChunk: 1, acrossChunks: 2, inLastBytes: 3)
        #expect(try JSONDecoder().decode(Keyed.self, from: Data(json.utf8)) == expected)
        #expect(try strata(Keyed.self, json) == expected)
    }

    /// The old scanner, one byte at a time, for a top-level string or an array of strings.
    enum Reference {
        /// The error the document should fail with, or nil if it is valid.
        static func parse(_ bytes: [UInt8]) -> JSONParseError? {
            bytes.withUnsafeBufferPointer { buffer -> JSONParseError? in
                let p = buffer.baseAddress!
                do throws(JSONParseError) {
                    var pos = 0
                    if bytes[0] == UInt8(ascii: "[") {
                        pos = try string(p, buffer.count, at: 1)
                        pos = skip(p, buffer.count, pos)
                        guard pos < buffer.count else {
                            throw JSONParseError(kind: .unexpectedEndOfInput, offset: pos)
                        }
                        guard p[pos] == UInt8(ascii: ",") else {
                            throw JSONParseError(kind: .unexpectedCharacter(p[pos]), offset: pos)
                        }
                        pos = skip(p, buffer.count, pos + 1)
                        pos = try string(p, buffer.count, at: pos)
                        guard pos < buffer.count, p[pos] == UInt8(ascii: "]") else {
                            throw pos < buffer.count
                                ? JSONParseError(kind: .unexpectedCharacter(p[pos]), offset: pos)
                                : JSONParseError(kind: .unexpectedEndOfInput, offset: pos)
                        }
                        pos += 1
                    } else {
                        pos = try string(p, buffer.count, at: 0)
                    }
                    pos = skip(p, buffer.count, pos)
                    if pos != buffer.count { throw JSONParseError(kind: .trailingCharacters, offset: pos) }
                    return nil
                } catch {
                    return error
                }
            }
        }

        static func skip(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ pos: Int) -> Int {
            var pos = pos
            while pos < count && [0x20, 0x0A, 0x0D, 0x09].contains(bytes[pos]) { pos += 1 }
            return pos
        }

        static func string(_ bytes: UnsafePointer<UInt8>, _ count: Int, at quote: Int) throws(JSONParseError) -> Int {
            var p = quote + 1
            while true {
                guard p < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
                let byte = bytes[p]
                if byte == 0x22 { return p + 1 }
                if byte == 0x5C {
                    p = try escape(bytes, count, at: p)
                } else if byte >= 0x80 {
                    p = try UTF8Scalar.validate(bytes, count: count, at: p)
                } else if byte < 0x20 {
                    throw JSONParseError(kind: .controlCharacterInString, offset: p)
                } else {
                    p += 1
                }
            }
        }

        static func escape(_ bytes: UnsafePointer<UInt8>, _ count: Int, at p: Int) throws(JSONParseError) -> Int {
            guard p + 1 < count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
            switch bytes[p + 1] {
            case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
                return p + 2
            case 0x75:
                let unit = try hex(bytes, count, at: p + 2)
                if unit & 0xFC00 == 0xDC00 { throw JSONParseError(kind: .loneSurrogate, offset: p) }
                guard unit & 0xFC00 == 0xD800 else { return p + 6 }
                guard p + 7 < count, bytes[p + 6] == 0x5C, bytes[p + 7] == 0x75 else {
                    throw JSONParseError(kind: .loneSurrogate, offset: p)
                }
                guard try hex(bytes, count, at: p + 8) & 0xFC00 == 0xDC00 else {
                    throw JSONParseError(kind: .loneSurrogate, offset: p)
                }
                return p + 12
            default:
                throw JSONParseError(kind: .invalidEscape, offset: p)
            }
        }

        static func hex(_ bytes: UnsafePointer<UInt8>, _ count: Int, at p: Int) throws(JSONParseError) -> UInt16 {
            guard p + 4 <= count else { throw JSONParseError(kind: .unexpectedEndOfInput, offset: count) }
            var value: UInt16 = 0
            for i in 0..<4 {
                guard let digit = HexDigit.value(bytes[p + i]) else {
                    throw JSONParseError(kind: .invalidEscape, offset: p + i)
                }
                value = value << 4 | UInt16(digit)
            }
            return value
        }
    }
}
