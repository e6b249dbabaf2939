/// Sequential access to one JSON array on the tape.
///
/// The container walks the array with a tape cursor, stepping over nested values in one jump via
/// their `end` index, so iterating costs nothing beyond decoding the elements themselves.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    /// Held strongly, for the same reasons as in `KeyedContainer`.
    let decoder: TapeDecoder
    /// Points into the decoder's document.
    let reader: TapeReader
    private let elementCount: Int
    private var cursor: Int
    private(set) var currentIndex = 0

    init(decoder: TapeDecoder, array: Int) {
        self.decoder = decoder
        reader = decoder.reader
        elementCount = Int(reader.tape[array].length)
        cursor = array + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }

    @inline(__always)
    private func elementPath() -> [any CodingKey] {
        decoder.path(appending: IndexKey(currentIndex))
    }

    @inline(__always)
    private func nextElement(_ type: Any.Type) throws -> Int {
        guard currentIndex < elementCount else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: elementPath(), debugDescription: "Unkeyed container is at end."))
        }
        return cursor
    }

    @inline(__always)
    private mutating func advance() {
        cursor = reader.next(cursor)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        let index = try nextElement(Any?.self)
        guard reader.tape[index].kind == TapeKind.null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let value = try reader.readBool(try nextElement(type)) { elementPath() }
        advance()
        return value
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let value = try reader.readString(try nextElement(type)) { elementPath() }
        advance()
        return value
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let value = try reader.readDouble(try nextElement(type)) { elementPath() }
        advance()
        return value
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let value = try reader.readFloat(try nextElement(type)) { elementPath() }
        advance()
        return value
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try wideInteger() }
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try wideInteger() }

    private mutating func wideInteger<T: FixedWidthInteger>() throws -> T {
        let value = try reader.readWideInteger(T.self, try nextElement(T.self)) { elementPath() }
        advance()
        return value
    }

    @inline(__always)
    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        let value = try reader.readInteger(T.self, try nextElement(T.self)) { elementPath() }
        advance()
        return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try decoder.unwrapElement(type, at: try nextElement(type), position: currentIndex)
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try nextElement(KeyedDecodingContainer<NestedKey>.self)
        let container = try decoder.detached(at: index, path: elementPath()).container(keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try nextElement((any UnkeyedDecodingContainer).self)
        let container = try decoder.detached(at: index, path: elementPath()).unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        guard currentIndex < elementCount else {
            throw DecodingError.valueNotFound(
                (any Decoder).self,
                DecodingError.Context(
                    codingPath: elementPath(),
                    debugDescription: "Cannot get superDecoder() -- unkeyed container is at end."))
        }
        let decoder = decoder.detached(at: cursor, path: elementPath())
        advance()
        return decoder
    }
}
