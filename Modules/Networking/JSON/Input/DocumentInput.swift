import Foundation

/// The document as the parsers read it: UTF-8, without a byte-order mark, braces added when the
/// top-level object is assumed.
///
/// Foundation accepts UTF-8, UTF-16 and UTF-32, with or without a byte-order mark, and detects which
/// from the first four bytes (RFC 4627, section 3); this does the same, once, before parsing, so the
/// parsers' loops never see anything but UTF-8. UTF-8 input is read in place (past its mark, if any);
/// only other encodings and an assumed top-level object cost a copy.
struct DocumentInput {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    /// Whether `bytes` was allocated here and belongs to the document.
    let isOwned: Bool

    init(_ input: UnsafeRawBufferPointer, settings: DecodingSettings) throws(JSONParseError) {
        var bytes = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var count = input.count
        var isOwned = false
        if settings.detectsEncoding, let base = bytes {
            let (encoding, markLength) = Self.encoding(base, count)
            if encoding == .utf8 {
                bytes = base + markLength
                count -= markLength
            } else {
                let body = UnsafeBufferPointer(start: base + markLength, count: count - markLength)
                guard let text = String(bytes: body, encoding: encoding) else {
                    throw JSONParseError(kind: .unconvertibleEncoding, offset: 0)
                }
                (bytes, count) = Self.copy([Array(text.utf8)])
                isOwned = true
            }
        }
        if settings.assumesTopLevelDictionary,
            !Self.startsWithBrace(bytes, count, json5: settings.options.allowsJSON5)
        {
            let body = Array(UnsafeBufferPointer(start: bytes, count: count))
            let copy = Self.copy([[ASCII.openBrace], body, [ASCII.newline, ASCII.closeBrace]])
            if isOwned { bytes?.deallocate() }
            (bytes, count) = copy
            isOwned = true
        }
        guard let bytes, count > 0 else {
            if isOwned { bytes?.deallocate() }
            throw JSONParseError(kind: .unexpectedEndOfInput, offset: 0)
        }
        self.bytes = bytes
        self.count = count
        self.isOwned = isOwned
    }

    /// Foundation's detection: a byte-order mark, else the pattern of zero bytes among the first four.
    private static func encoding(_ p: UnsafePointer<UInt8>, _ count: Int) -> (String.Encoding, markLength: Int) {
        let b0: UInt8? = count > 0 ? p[0] : nil
        let b1: UInt8? = count > 1 ? p[1] : nil
        let b2: UInt8? = count > 2 ? p[2] : nil
        let b3: UInt8? = count > 3 ? p[3] : nil
        switch (b0, b1, b2, b3) {
        case (0, 0, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        case (0xFE, 0xFF, 0, 0): return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case (0xEF, 0xBB, 0xBF, _): return (.utf8, 3)
        case (0, 0, 0, .some(let last)) where last != 0: return (.utf32BigEndian, 0)
        case (0, .some(let a), 0, .some(let b)) where a != 0 && b != 0: return (.utf16BigEndian, 0)
        case (.some(let first), 0, 0, 0) where first != 0: return (.utf32LittleEndian, 0)
        case (.some(let a), 0, .some(let b), 0) where a != 0 && b != 0: return (.utf16LittleEndian, 0)
        case (0, .some(let a), nil, nil) where a != 0: return (.utf16BigEndian, 0)
        case (.some(let a), 0, nil, nil) where a != 0: return (.utf16LittleEndian, 0)
        default: return (.utf8, 0)
        }
    }

    /// Whether the first byte after whitespace (and, for JSON5, comments) is `{`.
    private static func startsWithBrace(_ bytes: UnsafePointer<UInt8>?, _ count: Int, json5: Bool) -> Bool {
        guard let bytes, count > 0 else { return false }
        var parser = JSON5Parser(bytes: bytes, count: count, maximumDepth: 0, tape: TapeBuffer(capacity: 1))
        defer { parser.tape.deallocate() }
        if json5 {
            return (try? parser.skipWhitespace()) == true && bytes[parser.pos] == ASCII.openBrace
        }
        while parser.pos < count, ASCII.isWhitespace(bytes[parser.pos]) { parser.pos += 1 }
        return parser.pos < count && bytes[parser.pos] == ASCII.openBrace
    }

    private static func copy(_ parts: [[UInt8]]) -> (UnsafePointer<UInt8>, Int) {
        let count = parts.reduce(0) { $0 + $1.count }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        var offset = 0
        for part in parts {
            (buffer + offset).initialize(from: part, count: part.count)
            offset += part.count
        }
        return (UnsafePointer(buffer), count)
    }
}
