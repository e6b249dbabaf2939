/// The numbers the readers' fast paths leave out: JSON5 literals, 128-bit integers and the strings
/// a `.convertFromString` strategy reads as infinities and NaN. Kept apart and out of line so the
/// common case stays a tag comparison and a few instructions.
extension TapeReader {
    /// A JSON5 number as `T`, or the error for a value of another kind.
    @inline(never)
    func unusualInteger<T: FixedWidthInteger>(_ type: T.Type, _ entry: TapeEntry, path: () -> [any CodingKey]) throws
        -> T
    {
        guard entry.kind == TapeKind.json5Number else { throw mismatch(T.self, entry, path: path()) }
        guard let value = JSON5Number.integer(T.self, bytes + Int(entry.offset), Int(entry.length)) else {
            throw notRepresentable(entry, path: path())
        }
        return value
    }

    /// `Int128` and `UInt128`, which do not fit the 64-bit accumulator of the fast path.
    @inline(never)
    func wideInteger<T: FixedWidthInteger>(_ type: T.Type, _ entry: TapeEntry, path: () -> [any CodingKey]) throws -> T
    {
        let start = bytes + Int(entry.offset)
        let length = Int(entry.length)
        let value =
            entry.isPlainInteger
            ? JSONNumber.wideInteger(T.self, start, length) : JSONNumber.integerFromFraction(T.self, start, length)
        guard let value else { throw notRepresentable(entry, path: path()) }
        return value
    }

    /// A JSON5 number, or a string the non-conforming float strategy names, as `T`.
    @inline(never)
    func unusualFloat<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ entry: TapeEntry, path: () -> [any CodingKey]
    ) throws -> T {
        if entry.kind == TapeKind.json5Number {
            guard let value = JSON5Number.floatingPoint(T.self, bytes + Int(entry.offset), Int(entry.length)) else {
                throw notRepresentable(entry, path: path())
            }
            return value
        }
        // Foundation compares the raw bytes of strings without escapes only.
        if entry.kind == TapeKind.string, !entry.hasEscapes, !entry.isCopied,
            let names = storage.pointee.nonConformingFloats
        {
            let text = UnsafeBufferPointer(start: bytes + Int(entry.offset), count: Int(entry.length))
            if text.elementsEqual(names.positiveInfinity.utf8) { return T.infinity }
            if text.elementsEqual(names.negativeInfinity.utf8) { return -T.infinity }
            if text.elementsEqual(names.nan.utf8) { return T.nan }
        }
        throw mismatch(T.self, entry, path: path())
    }
}
