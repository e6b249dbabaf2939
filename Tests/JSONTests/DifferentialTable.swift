import Foundation
import Testing

@testable import StrataJSON

/// One decoder setting, applied the same way to `JSONDecoder` and `StrataJSONDecoder`.
struct DecoderSetting: Sendable {
    let name: String
    let foundation: @Sendable (JSONDecoder) -> Void
    let strata: @Sendable (StrataJSONDecoder) -> Void

    static let json5 = DecoderSetting(
        name: "JSON5", foundation: { $0.allowsJSON5 = true }, strata: { $0.allowsJSON5 = true })
    static let topLevelDictionary = DecoderSetting(
        name: "assumesTopLevelDictionary", foundation: { $0.assumesTopLevelDictionary = true },
        strata: { $0.assumesTopLevelDictionary = true })
    static let snakeCase = DecoderSetting(
        name: "snake case", foundation: { $0.keyDecodingStrategy = .convertFromSnakeCase },
        strata: { $0.keyDecodingStrategy = .convertFromSnakeCase })
    static let floatStrings = DecoderSetting(
        name: "non-conforming floats as strings",
        foundation: {
            $0.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "+∞", negativeInfinity: "-∞", nan: "NaN")
        },
        strata: {
            $0.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "+∞", negativeInfinity: "-∞", nan: "NaN")
        })

    /// A custom key strategy: upper-cases the last key and records the path it was handed.
    static let customKeys = DecoderSetting(
        name: "custom keys", foundation: { $0.keyDecodingStrategy = .custom(Self.upperCasedKey) },
        strata: { $0.keyDecodingStrategy = .custom(Self.upperCasedKey) })

    @Sendable static func upperCasedKey(_ path: [any CodingKey]) -> any CodingKey {
        let prefix = path.dropLast().map(\.stringValue).joined(separator: ".")
        return AnyKey(stringValue: (prefix.isEmpty ? "" : prefix + ">") + path.last!.stringValue.uppercased())
    }

    static func dates(
        _ name: String, _ foundation: JSONDecoder.DateDecodingStrategy, _ strata: StrataJSONDecoder.DateDecodingStrategy
    ) -> DecoderSetting {
        DecoderSetting(
            name: "dates " + name, foundation: { $0.dateDecodingStrategy = foundation },
            strata: { $0.dateDecodingStrategy = strata })
    }

    static func data(
        _ name: String, _ foundation: JSONDecoder.DataDecodingStrategy, _ strata: StrataJSONDecoder.DataDecodingStrategy
    ) -> DecoderSetting {
        DecoderSetting(
            name: "data " + name, foundation: { $0.dataDecodingStrategy = foundation },
            strata: { $0.dataDecodingStrategy = strata })
    }
}

/// A coding key made at run time, for custom key strategies.
struct AnyKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    var intValue: Int? { nil }
}

/// What a decode produced, in a form two decoders' results can be compared in.
enum DecodeOutcome: Equatable, CustomStringConvertible {
    case value(String)
    case failure(kind: String, path: [String])

    var description: String {
        switch self {
        case .value(let text): return "value \(text)"
        case .failure(let kind, let path): return "\(kind) at \(path)"
        }
    }
}

/// One row of the differential table: a document, a type and settings, run through both decoders.
struct DifferentialCase: Sendable, CustomTestStringConvertible {
    let name: String
    let run: @Sendable () -> (foundation: DecodeOutcome, strata: DecodeOutcome)

    var testDescription: String { name }

    /// Decodes `bytes` as `T` with both decoders; values are compared through `describe`, which
    /// defaults to `canonicalDescription` (NaN-safe, and it shows dynamic types).
    static func decoding<T: Decodable & SendableMetatype>(
        _ name: String, _ type: T.Type, bytes: [UInt8], _ settings: [DecoderSetting] = [],
        describe: @escaping @Sendable (T) -> String = { canonicalDescription($0) }
    ) -> DifferentialCase {
        let label = settings.isEmpty ? name : name + " [" + settings.map(\.name).joined(separator: ", ") + "]"
        return DifferentialCase(name: label) {
            let data = Data(bytes)
            let foundation = JSONDecoder()
            let strata = StrataJSONDecoder()
            for setting in settings {
                setting.foundation(foundation)
                setting.strata(strata)
            }
            return (
                outcome { describe(try foundation.decode(type, from: data)) },
                outcome { describe(try strata.decode(type, from: data)) }
            )
        }
    }

    static func decoding<T: Decodable & SendableMetatype>(
        _ type: T.Type, _ json: String, _ settings: [DecoderSetting] = [],
        describe: @escaping @Sendable (T) -> String = { canonicalDescription($0) }
    ) -> DifferentialCase {
        decoding("\(json) as \(T.self)", type, bytes: Array(json.utf8), settings, describe: describe)
    }

    static func outcome(_ body: () throws -> String) -> DecodeOutcome {
        do {
            return .value(try body())
        } catch {
            return .failure(kind: kindOf(error) ?? "\(type(of: error))", path: pathOf(error) ?? [])
        }
    }
}

/// `String(reflecting:)`, except that dictionaries of `JSONValue` list their keys in sorted order,
/// so two equal documents always read the same.
func canonicalDescription(_ value: Any) -> String {
    if let value = value as? JSONValue { return value.canonical }
    if let object = value as? [String: JSONValue] { return JSONValue.object(object).canonical }
    return String(reflecting: value)
}

extension JSONValue {
    var canonical: String {
        switch self {
        case .array(let elements): return "[" + elements.map(\.canonical).joined(separator: ", ") + "]"
        case .object(let members):
            return "{"
                + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value.canonical)" }
                .joined(separator: ", ") + "}"
        default: return String(reflecting: self)
        }
    }
}
