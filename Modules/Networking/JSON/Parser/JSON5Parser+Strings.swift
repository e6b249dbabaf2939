/// JSON5 strings and object keys, validated as Foundation validates them when it decodes them.
///
/// Quoted strings take `"` or `'`, the JSON escapes plus `\'`, `\xHH` and a backslash before a line
/// break (which keeps the break, as Foundation does); `\u0000` and `\x00` are refused like there.
/// Unquoted keys are identifiers whose bytes are the key verbatim: Foundation validates escapes in
/// them but does not decode them, so `{a\u0062: 1}` has the key `a\u0062`.
extension JSON5Parser {
    mutating func scanString(quote: UInt8) throws(JSONParseError) {
        pos += 1
        let start = pos
        var tag = TapeKind.string
        while true {
            guard pos < count else { throw error(.unexpectedEndOfInput) }
            let byte = bytes[pos]
            if byte == quote { break }
            if byte == ASCII.backslash {
                tag |= TapeKind.escapedFlag
                try scanEscape()
            } else if byte >= 0x80 {
                tag |= TapeKind.nonASCIIFlag
                pos = try UTF8Scalar.validate(bytes, count: count, at: pos)
            } else if byte < ASCII.space {
                throw error(.controlCharacterInString)
            } else {
                pos += 1
            }
        }
        _ = tape.append(TapeEntry(tag: tag, offset: UInt32(start), length: UInt32(pos - start)))
        pos += 1
    }

    private mutating func scanEscape() throws(JSONParseError) {
        guard pos + 1 < count else { throw error(.unexpectedEndOfInput) }
        switch bytes[pos + 1] {
        case ASCII.quote, ASCII.apostrophe, ASCII.backslash, ASCII.slash, ASCII.letterB, ASCII.letterF,
            ASCII.letterN, ASCII.letterR, ASCII.letterT, ASCII.newline:
            pos += 2
        case ASCII.carriageReturn:
            pos += pos + 2 < count && bytes[pos + 2] == ASCII.newline ? 3 : 2
        case ASCII.letterU:
            let unit = try hex(at: pos + 2, digits: 4)
            guard unit != 0 else { throw error(.invalidEscape) }
            if unit & 0xFC00 == 0xDC00 { throw error(.loneSurrogate) }
            guard unit & 0xFC00 == 0xD800 else {
                pos += 6
                return
            }
            guard pos + 7 < count, bytes[pos + 6] == ASCII.backslash, bytes[pos + 7] == ASCII.letterU,
                try hex(at: pos + 8, digits: 4) & 0xFC00 == 0xDC00
            else { throw error(.loneSurrogate) }
            pos += 12
        case ASCII.letterX:
            guard try hex(at: pos + 2, digits: 2) != 0 else { throw error(.invalidEscape) }
            pos += 4
        default:
            throw error(.invalidEscape)
        }
    }

    private func hex(at start: Int, digits: Int) throws(JSONParseError) -> UInt32 {
        guard start + digits <= count else { throw error(.unexpectedEndOfInput) }
        var value: UInt32 = 0
        for i in start..<start + digits {
            guard let digit = HexDigit.value(bytes[i]) else { throw error(.invalidEscape, at: i) }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A quoted key, or an identifier that starts with a letter, `$`, `_` or an escape.
    mutating func scanKey() throws(JSONParseError) {
        let first = try nextByte()
        if first == ASCII.quote || first == ASCII.apostrophe { return try scanString(quote: first) }
        if first != ASCII.dollar && first != ASCII.underscore && first != ASCII.backslash {
            guard try peekScalar().scalar.isJSON5KeyStart else { throw error(.unexpectedCharacter(first)) }
        }
        let start = pos
        var tag = TapeKind.string
        while true {
            guard pos < count else { throw error(.unexpectedEndOfInput) }
            let (scalar, length) = try peekScalar()
            guard scalar.isJSON5KeyPart else { break }
            if bytes[pos] >= 0x80 { tag |= TapeKind.nonASCIIFlag }
            pos += length
        }
        _ = tape.append(TapeEntry(tag: tag, offset: UInt32(start), length: UInt32(pos - start)))
    }

    /// The scalar at `pos` and its length in bytes, reading `\uXXXX` and `\xHH` as the scalar they name.
    private func peekScalar() throws(JSONParseError) -> (scalar: Unicode.Scalar, length: Int) {
        let byte = bytes[pos]
        if byte < 0x80 {
            guard byte == ASCII.backslash else { return (Unicode.Scalar(byte), 1) }
            guard pos + 1 < count else { throw error(.unexpectedEndOfInput) }
            let digits: Int
            switch bytes[pos + 1] {
            case ASCII.letterU: digits = 4
            case ASCII.letterX: digits = 2
            default: throw error(.unexpectedCharacter(bytes[pos + 1]), at: pos + 1)
            }
            let value = try hex(at: pos + 2, digits: digits)
            guard value != 0, let scalar = Unicode.Scalar(value) else { throw error(.invalidEscape) }
            return (scalar, digits + 2)
        }
        let end = try UTF8Scalar.validate(bytes, count: count, at: pos)
        var iterator = UnsafeBufferPointer(start: bytes + pos, count: end - pos).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { throw error(.invalidUTF8) }
        return (scalar, end - pos)
    }
}

extension Unicode.Scalar {
    /// Whether a JSON5 unquoted key may start with this scalar: a letter or a letter number.
    fileprivate var isJSON5KeyStart: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// Whether a JSON5 unquoted key may go on with this scalar, by Foundation's rule.
    fileprivate var isJSON5KeyPart: Bool {
        if value < 0x80 {
            let byte = UInt8(value)
            return (byte | 0x20) &- ASCII.letterA < 26 || byte &- ASCII.zero < 10 || byte == ASCII.underscore
                || byte == ASCII.dollar || byte == ASCII.backslash
        }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
            .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return value == 0x200C || value == 0x200D
        }
    }
}
