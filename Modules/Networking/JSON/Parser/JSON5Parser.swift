/// Reads a JSON5 document the way Foundation's `JSONDecoder` does with `allowsJSON5`, onto the same
/// tape as `JSONParser`, so decoding is shared.
///
/// It is a separate parser so that plain JSON pays nothing for JSON5's extra grammar. Foundation
/// checks some of the grammar only when a value is decoded; this parser checks all of it up front,
/// which gives the same error for every value that is decoded. Recursion is bounded by
/// `maximumDepth`, 512 by default like Foundation's, which keeps the stack small.
struct JSON5Parser {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let maximumDepth: Int
    var pos = 0
    private var depth = 0
    /// Where the entries go; the caller's buffer, handed back through this property after the parse.
    var tape: TapeBuffer

    init(bytes: UnsafePointer<UInt8>, count: Int, maximumDepth: Int, tape: TapeBuffer) {
        self.bytes = bytes
        self.count = count
        self.maximumDepth = maximumDepth
        self.tape = tape
    }

    mutating func parse() throws(JSONParseError) {
        guard count <= Int(Int32.max) else { throw JSONParseError(kind: .documentTooLarge, offset: 0) }
        try scanValue()
        if try skipWhitespace() { throw JSONParseError(kind: .trailingCharacters, offset: pos) }
        _ = tape.append(TapeEntry(tag: TapeKind.null, offset: UInt32(pos), length: 0))
    }

    func error(_ kind: JSONParseError.Kind, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(kind: kind, offset: offset ?? pos)
    }

    /// The byte at `pos` after whitespace and comments; throws at the end of the document.
    mutating func nextByte() throws(JSONParseError) -> UInt8 {
        guard try skipWhitespace() else { throw error(.unexpectedEndOfInput) }
        return bytes[pos]
    }

    /// Skips JSON5 whitespace as Foundation knows it (space, tab, line feed, carriage return, vertical
    /// tab, form feed and a lone 0xA0 byte) and comments; returns whether a byte is left.
    mutating func skipWhitespace() throws(JSONParseError) -> Bool {
        while pos < count {
            switch bytes[pos] {
            case ASCII.space, ASCII.newline, ASCII.carriageReturn, ASCII.tab, 0x0B, 0x0C, 0xA0:
                pos += 1
            case ASCII.slash where pos + 1 < count && bytes[pos + 1] == ASCII.slash:
                pos += 2
                while pos < count && bytes[pos] != ASCII.newline && bytes[pos] != ASCII.carriageReturn { pos += 1 }
            case ASCII.slash where pos + 1 < count && bytes[pos + 1] == ASCII.asterisk:
                let start = pos
                pos += 2
                while pos + 1 < count && !(bytes[pos] == ASCII.asterisk && bytes[pos + 1] == ASCII.slash) { pos += 1 }
                guard pos + 1 < count else { throw error(.unterminatedComment, at: start) }
                pos += 2
            default:
                return true
            }
        }
        return false
    }

    private mutating func scanValue() throws(JSONParseError) {
        let byte = try nextByte()
        switch byte {
        case ASCII.quote, ASCII.apostrophe: try scanString(quote: byte)
        case ASCII.openBrace: try scanContainer(object: true)
        case ASCII.openBracket: try scanContainer(object: false)
        case ASCII.letterT: try scanLiteral("true", tag: TapeKind.true)
        case ASCII.letterF: try scanLiteral("false", tag: TapeKind.false)
        case ASCII.letterN: try scanLiteral("null", tag: TapeKind.null)
        case ASCII.minus, ASCII.plus, ASCII.dot, ASCII.zero...ASCII.nine, ASCII.capitalI, ASCII.capitalN:
            try scanNumber()
        default: throw error(.unexpectedCharacter(byte))
        }
    }

    /// An array or an object, with at most one trailing comma, as Foundation accepts.
    private mutating func scanContainer(object: Bool) throws(JSONParseError) {
        guard depth < maximumDepth else { throw error(.depthLimitExceeded(maximumDepth)) }
        let index = tape.append(
            TapeEntry(container: object ? TapeKind.object : TapeKind.array))
        let close = object ? ASCII.closeBrace : ASCII.closeBracket
        pos += 1
        depth += 1
        var elements: UInt32 = 0
        if try nextByte() == close {
            pos += 1
        } else {
            while true {
                if object {
                    try scanKey()
                    guard try nextByte() == ASCII.colon else { throw error(.unexpectedCharacter(bytes[pos])) }
                    pos += 1
                }
                try scanValue()
                elements += 1
                let separator = try nextByte()
                pos += 1
                if separator == close { break }
                guard separator == ASCII.comma else { throw error(.unexpectedCharacter(separator), at: pos - 1) }
                if try nextByte() == close {
                    pos += 1
                    break
                }
            }
        }
        depth -= 1
        tape.base[index].length = elements
        tape.base[index].end = UInt32(tape.count)
    }

    private mutating func scanLiteral(_ literal: StaticString, tag: UInt32) throws(JSONParseError) {
        let length = literal.utf8CodeUnitCount
        guard pos + length <= count else { throw error(.unexpectedEndOfInput) }
        for i in 0..<length where bytes[pos + i] != literal.utf8Start[i] {
            throw error(.unexpectedCharacter(bytes[pos + i]), at: pos + i)
        }
        _ = tape.append(TapeEntry(tag: tag, offset: UInt32(pos), length: UInt32(length)))
        pos += length
    }

    /// Foundation's token: a run of digits, `.`, `+`, `-` and ASCII letters, then checked as a whole.
    private mutating func scanNumber() throws(JSONParseError) {
        let start = pos
        pos += 1
        while pos < count {
            let byte = bytes[pos]
            guard
                byte &- ASCII.zero < 10 || byte == ASCII.dot || byte == ASCII.plus || byte == ASCII.minus
                    || (byte | 0x20) &- ASCII.letterA < 26
            else { break }
            pos += 1
        }
        guard let tag = JSON5Number.classify(bytes + start, pos - start) else {
            throw error(.invalidNumber, at: start)
        }
        _ = tape.append(TapeEntry(tag: tag, offset: UInt32(start), length: UInt32(pos - start)))
    }
}
