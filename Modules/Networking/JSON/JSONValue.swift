/// Any JSON document as a Swift value.
///
/// It exists for payloads without a fixed schema and for conformance testing: every construct of the
/// grammar has a case. Under `StrataJSONDecoder` it is read straight from the tape; under any other
/// decoder, through the public container API.
enum JSONValue: Hashable, Sendable, Decodable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any number, read as the `Double` Foundation would produce.
    case number(Double)
    /// A string, unescaped.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object; when a key repeats, the first value wins, as with Foundation.
    case object([String: JSONValue])

    /// Reads any value; uses the tape directly under `StrataJSONDecoder` and the public container
    /// API (trying each kind in turn) under any other decoder.
    init(from decoder: any Decoder) throws {
        if let decoder = decoder as? TapeDecoder {
            self = try decoder.reader.jsonValue(at: decoder.value) { decoder.codingPath }
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }
}
