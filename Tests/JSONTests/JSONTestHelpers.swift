import Foundation

@testable import StrataJSON

func strata<T: Decodable>(_ type: T.Type, _ json: String, decoder: StrataJSONDecoder = StrataJSONDecoder()) throws -> T
{
    try decoder.decode(type, from: Data(json.utf8))
}

func foundation<T: Decodable>(_ type: T.Type, _ json: String, decoder: JSONDecoder = JSONDecoder()) throws -> T {
    try decoder.decode(type, from: Data(json.utf8))
}

/// The error `body` throws, or nil.
func caught(_ body: () throws -> Void) -> (any Error)? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

/// Coding path of a `DecodingError`, as key strings.
func pathOf(_ error: (any Error)?) -> [String]? {
    guard let error = error as? DecodingError else { return nil }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
        .dataCorrupted(let context):
        return context.codingPath.map(\.stringValue)
    @unknown default:
        return nil
    }
}

/// The case name of a `DecodingError`, so tests can compare kinds without comparing contexts.
func kindOf(_ error: (any Error)?) -> String? {
    guard let error = error as? DecodingError else { return nil }
    switch error {
    case .typeMismatch: return "typeMismatch"
    case .valueNotFound: return "valueNotFound"
    case .keyNotFound(let key, _): return "keyNotFound(\(key.stringValue))"
    case .dataCorrupted: return "dataCorrupted"
    @unknown default: return "unknown"
    }
}

func parseErrorOf(_ error: (any Error)?) -> JSONParseError? {
    guard case .dataCorrupted(let context) = error as? DecodingError else { return nil }
    return context.underlyingError as? JSONParseError
}

extension StrataJSONDecoder {
    /// A decoder with one property set, the way code written for `JSONDecoder` configures one.
    static func configured<Value>(
        _ property: ReferenceWritableKeyPath<StrataJSONDecoder, Value>, _ value: Value
    ) -> StrataJSONDecoder {
        let decoder = StrataJSONDecoder()
        decoder[keyPath: property] = value
        return decoder
    }
}
