import Foundation
import StrataTerminalUI

/// Encodes `--json` documents: raw values from the entities, keys sorted, dates in ISO 8601, indented
/// for a person or on one line for a program. Every character the terminal sanitiser would not let through (`TerminalText.isInterpretable`:
/// C0, C1, the line and paragraph separators, bidirectional controls and other format characters) is
/// written as a `\u` escape, which any JSON parser reads back as the same character, so the output is
/// valid JSON for any input, reads back the same, and is as safe to print as text.
enum JSONOutput {
    /// The version of the documents' shape; bumped when a field changes meaning or goes away.
    static let schemaVersion = 1

    /// The document as JSON text: one line, or indented with a line per field when `indented`.
    static func encode(_ document: some Encodable, indented: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if indented { encoder.outputFormatting.insert(.prettyPrinted) }
        encoder.dateEncodingStrategy = .iso8601
        // The documents hold strings, numbers, booleans and dates only, which always encode.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return escapingInterpretableCharacters(String(decoding: data, as: UTF8.self))
    }

    /// Outside strings JSON text is ASCII, so every such character above U+001F sits inside a string,
    /// where an escape means the same character; one beyond the Basic Multilingual Plane is written as
    /// its UTF-16 surrogate pair, as JSON spells it. C0 controls inside strings the encoder escapes
    /// itself; outside them, the only ones are the line feeds of pretty-printing, which must stay.
    private static func escapingInterpretableCharacters(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                for unit in String(scalar).utf16 {
                    result += String(format: "\\u%04X", unit)
                }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && TerminalText.isInterpretable(scalar)
    }
}
