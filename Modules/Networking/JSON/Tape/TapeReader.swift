import Foundation

/// Reads tape entries as Swift values, with the errors `JSONDecoder` reports for the same input.
///
/// It is a single pointer so containers stay small and copy it without reference counting. It is
/// only valid while its `JSONDocument` lives, so whoever holds a reader also holds a strong reference
/// to a `TapeDecoder`, which holds the document: that is the whole lifetime proof.
struct TapeReader {
    let storage: UnsafePointer<TapeStorage>

    @inline(__always) var bytes: UnsafePointer<UInt8> { storage.pointee.bytes }
    @inline(__always) var tape: UnsafeMutablePointer<TapeEntry> { storage.pointee.tape }
    @inline(__always) var hints: UnsafeMutablePointer<TapeStorage.KeyHint> { storage.pointee.hints }
    /// Whether keys are converted (snake case or custom) before they are compared.
    @inline(__always) var convertsKeys: Bool { storage.pointee.keyMode != .exact }
    @inline(__always) var nullIndex: Int { storage.pointee.nullIndex }

    /// Tape index of the sibling that follows the value at `index`.
    @inline(__always)
    func next(_ index: Int) -> Int {
        let entry = tape[index]
        return entry.isContainer ? Int(entry.end) : index + 1
    }

    /// The first byte of the string `entry`'s text: in the document, or in the unescaped copy.
    @inline(__always)
    func text(_ entry: TapeEntry) -> UnsafePointer<UInt8> {
        (entry.isCopied ? storage.pointee.text : bytes) + Int(entry.offset)
    }

    @inline(__always)
    func string(_ entry: TapeEntry) -> String {
        if entry.hasEscapes { return JSONString.unescaping(bytes + Int(entry.offset), length: Int(entry.length)) }
        return JSONString.make(text(entry), length: Int(entry.length), isASCII: !entry.hasNonASCII)
    }

    @inline(__always)
    func readString(_ index: Int, path: () -> [any CodingKey]) throws -> String {
        let entry = tape[index]
        guard entry.kind == TapeKind.string else { throw mismatch(String.self, entry, path: path()) }
        return string(entry)
    }

    @inline(__always)
    func readBool(_ index: Int, path: () -> [any CodingKey]) throws -> Bool {
        let kind = tape[index].kind
        if kind == TapeKind.true { return true }
        if kind == TapeKind.false { return false }
        throw mismatch(Bool.self, tape[index], path: path())
    }

    @inline(__always)
    func readInteger<T: FixedWidthInteger>(_ type: T.Type, _ index: Int, path: () -> [any CodingKey]) throws -> T {
        let entry = tape[index]
        guard entry.kind == TapeKind.number else { return try unusualInteger(T.self, entry, path: path) }
        let start = bytes + Int(entry.offset)
        let length = Int(entry.length)
        if entry.isPlainInteger, let value = JSONNumber.integer(T.self, start, length) {
            return value
        }
        if !entry.isPlainInteger, let value = JSONNumber.integerFromFraction(T.self, start, length) {
            return value
        }
        throw notRepresentable(entry, path: path())
    }

    /// `Int128` and `UInt128`, kept off `readInteger` so its 64-bit code stays small enough to inline.
    func readWideInteger<T: FixedWidthInteger>(_ type: T.Type, _ index: Int, path: () -> [any CodingKey]) throws -> T {
        let entry = tape[index]
        guard entry.kind == TapeKind.number else { return try unusualInteger(T.self, entry, path: path) }
        return try wideInteger(T.self, entry, path: path)
    }

    @inline(__always)
    func readDouble(_ index: Int, path: () -> [any CodingKey]) throws -> Double {
        let entry = tape[index]
        guard entry.kind == TapeKind.number else { return try unusualFloat(Double.self, entry, path: path) }
        guard let value = JSONNumber.double(bytes + Int(entry.offset), Int(entry.length)) else {
            throw notRepresentable(entry, path: path())
        }
        return value
    }

    @inline(__always)
    func readFloat(_ index: Int, path: () -> [any CodingKey]) throws -> Float {
        let entry = tape[index]
        guard entry.kind == TapeKind.number else { return try unusualFloat(Float.self, entry, path: path) }
        guard let value = JSONNumber.float(bytes + Int(entry.offset), Int(entry.length)) else {
            throw notRepresentable(entry, path: path())
        }
        return value
    }

    @inline(__always)
    func readDecimal(_ index: Int, path: () -> [any CodingKey]) throws -> Decimal {
        let entry = tape[index]
        let isJSON5 = entry.kind == TapeKind.json5Number
        guard entry.kind == TapeKind.number || isJSON5 else { throw mismatch(Decimal.self, entry, path: path()) }
        let start = bytes + Int(entry.offset)
        let length = Int(entry.length)
        guard let value = isJSON5 ? JSON5Number.decimal(start, length) : JSONNumber.decimal(start, length) else {
            throw notRepresentable(entry, path: path())
        }
        return value
    }

    func mismatch(_ type: Any.Type, _ entry: TapeEntry, path: [any CodingKey]) -> DecodingError {
        if entry.kind == TapeKind.null {
            return DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path,
                debugDescription: "Expected to decode \(type) but found \(TapeKind.describe(entry.kind)) instead."))
    }

    func containerMismatch(_ type: Any.Type, _ entry: TapeEntry, keyed: Bool, path: [any CodingKey]) -> DecodingError {
        if entry.kind == TapeKind.null {
            let kind = keyed ? "keyed" : "unkeyed"
            return DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "Cannot get \(kind) decoding container -- found null value instead"
                ))
        }
        return mismatch(type, entry, path: path)
    }

    /// Foundation reports a number that does not fit as invalid JSON, at the top of the document
    /// (its number errors surface through the parser's error type): same case, same empty path.
    func notRepresentable(_ entry: TapeEntry, path _: [any CodingKey]) -> DecodingError {
        let text = String(
            decoding: UnsafeBufferPointer(start: bytes + Int(entry.offset), count: Int(entry.length)), as: UTF8.self)
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [],
                debugDescription: "The given data was not valid JSON. Number \(text) is not representable in Swift."))
    }
}
