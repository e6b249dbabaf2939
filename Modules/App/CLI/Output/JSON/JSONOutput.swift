import Foundation

/// Encodes `--json` documents: raw values from the entities, keys sorted, pretty-printed, dates in
/// ISO 8601. Every character that a terminal could take for a control (C0, C1, the line and
/// paragraph separators, bidirectional controls) is written as a `\u` escape, which any JSON parser
/// reads back as the same character, so the output is valid JSON and safe to print.
enum JSONOutput {
    /// The version of the documents' shape; bumped when a field changes meaning or goes away.
    static let schemaVersion = 1

    static func encode(_ document: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // The documents hold strings, numbers, booleans and dates only, which always encode.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return escapingUnsafeCharacters(String(decoding: data, as: UTF8.self))
    }

    /// Outside strings JSON text is ASCII, so every such character sits inside a string, where an
    /// escape means the same character.
    private static func escapingUnsafeCharacters(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isUnsafe) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if isUnsafe(scalar) {
                result += String(format: "\\u%04X", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x10000...: false
        default: scalar.properties.generalCategory == .format
        }
    }
}
