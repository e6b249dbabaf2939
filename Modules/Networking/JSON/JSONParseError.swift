/// Why and where a document failed validation (RFC 8259, with Foundation's leniencies or JSON5).
///
/// It is the `underlyingError` of the `DecodingError.dataCorrupted` thrown for malformed input, so callers
/// can tell a broken payload from a payload of the wrong shape and point at the offending byte.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule of the grammar that the document broke.
    public enum Kind: Hashable, Sendable {
        /// A byte that cannot start or continue the construct being read.
        case unexpectedCharacter(UInt8)
        /// The document ended inside a value.
        case unexpectedEndOfInput
        /// A string contains bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// A backslash is followed by something other than a JSON escape.
        case invalidEscape
        /// A `\u` escape names half of a surrogate pair without the other half.
        case loneSurrogate
        /// A string contains a raw control character (below U+0020).
        case controlCharacterInString
        /// A number does not follow the JSON number grammar.
        case invalidNumber
        /// Something other than whitespace follows the top-level value.
        case trailingCharacters
        /// Arrays and objects are nested deeper than the decoder's `maximumDepth`.
        case depthLimitExceeded(Int)
        /// The document is larger than the 2 GiB the tape can address.
        case documentTooLarge
        /// The document is not valid in the UTF-16 or UTF-32 encoding its first bytes announce.
        case unconvertibleEncoding
        /// A JSON5 `/*` comment is never closed.
        case unterminatedComment
    }

    /// The rule that was broken.
    public let kind: Kind
    /// Zero-based byte offset into the document where the problem was detected.
    public let offset: Int

    /// Creates an error; public so tests and adapters can build expected values.
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// A one-sentence explanation that names the byte offset, used as the `debugDescription`.
    public var description: String {
        switch kind {
        case .unexpectedCharacter(let byte):
            return "Unexpected character \(Self.describe(byte)) at byte offset \(offset)."
        case .unexpectedEndOfInput:
            return "Unexpected end of input at byte offset \(offset)."
        case .invalidUTF8:
            return "Invalid UTF-8 at byte offset \(offset)."
        case .invalidEscape:
            return "Invalid escape sequence at byte offset \(offset)."
        case .loneSurrogate:
            return "Unpaired UTF-16 surrogate escape at byte offset \(offset)."
        case .controlCharacterInString:
            return "Unescaped control character in string at byte offset \(offset)."
        case .invalidNumber:
            return "Invalid number at byte offset \(offset)."
        case .trailingCharacters:
            return "Unexpected data after the top-level value at byte offset \(offset)."
        case .depthLimitExceeded(let limit):
            return "Nesting deeper than \(limit) levels at byte offset \(offset)."
        case .documentTooLarge:
            return "Document larger than 2 GiB at byte offset \(offset)."
        case .unconvertibleEncoding:
            return "The document cannot be converted to UTF-8 from the encoding it starts in."
        case .unterminatedComment:
            return "Unterminated comment starting at byte offset \(offset)."
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }
}
