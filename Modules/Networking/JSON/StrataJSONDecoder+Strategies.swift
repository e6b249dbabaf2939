import Foundation

extension StrataJSONDecoder {
    /// How object keys in the document relate to the `CodingKey`s of the decoded types; the cases and
    /// closure shapes are Foundation's, so `decoder.keyDecodingStrategy = .custom { … }` moves over.
    public enum KeyDecodingStrategy: Sendable {
        /// Keys are used exactly as written.
        case useDefaultKeys
        /// `snake_case` keys are converted to `camelCase` with exactly Foundation's rules, so DTOs can
        /// keep Swift naming without hand-written `CodingKeys`.
        case convertFromSnakeCase
        /// Each document key is replaced by what the closure returns for the coding path that ends in
        /// it; when two keys convert to the same name, the first one wins, as with Foundation.
        @preconcurrency
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How `Date` values are represented in the document.
    public enum DateDecodingStrategy: Sendable {
        /// Let `Date(from:)` decide: a number of seconds since 2001-01-01, as Foundation does.
        case deferredToDate
        /// A number of seconds since 1970-01-01.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01.
        case millisecondsSince1970
        /// An ISO 8601 internet date-time string such as `2024-05-01T12:00:00Z`.
        case iso8601
        /// A string the formatter parses; a string it rejects is `dataCorrupted`, as with Foundation.
        case formatted(DateFormatter)
        /// Any other representation, read by the closure from a decoder positioned at the value.
        @preconcurrency
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` values are represented in the document.
    public enum DataDecodingStrategy: Sendable {
        /// Let `Data(from:)` decide: an array of byte values.
        case deferredToData
        /// A Base64-encoded string, as Foundation does by default.
        case base64
        /// Any other representation, read by the closure from a decoder positioned at the value.
        @preconcurrency
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    /// What to do with infinities and NaN, which JSON numbers cannot express.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Only JSON numbers decode as floating point, as Foundation does by default.
        case `throw`
        /// These exact (unescaped) strings also decode as `Float` or `Double`: +∞, −∞ and NaN.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}
