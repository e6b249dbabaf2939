/// Access to the one value a decoder points at, as a scalar or handed on whole to a `Decodable`.
struct SingleValueContainer: SingleValueDecodingContainer {
    /// Held strongly, for the same reasons as in `KeyedContainer`.
    let decoder: TapeDecoder

    /// Points into the decoder's document.
    @inline(__always) private var reader: TapeReader { decoder.reader }
    /// The decoder's value, which stays this container's value for as long as the container lives.
    @inline(__always) private var value: Int { decoder.value }

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { reader.tape[value].kind == TapeKind.null }

    func decode(_ type: Bool.Type) throws -> Bool { try reader.readBool(value) { codingPath } }
    func decode(_ type: String.Type) throws -> String { try reader.readString(value) { codingPath } }
    func decode(_ type: Double.Type) throws -> Double { try reader.readDouble(value) { codingPath } }
    func decode(_ type: Float.Type) throws -> Float { try reader.readFloat(value) { codingPath } }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    func decode(_ type: Int128.Type) throws -> Int128 { try reader.readWideInteger(Int128.self, value) { codingPath } }
    func decode(_ type: UInt128.Type) throws -> UInt128 {
        try reader.readWideInteger(UInt128.self, value) { codingPath }
    }

    @inline(__always)
    private func integer<T: FixedWidthInteger>() throws -> T {
        try reader.readInteger(T.self, value) { codingPath }
    }

    /// The value is handed on with this same decoder: it is the decoder of exactly this value.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeValue(type)
    }
}
