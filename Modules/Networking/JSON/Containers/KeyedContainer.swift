import Foundation

/// Keyed access to one JSON object on the tape.
///
/// Lookups compare the raw key bytes in the document with the `CodingKey`'s UTF-8, so no key strings
/// or dictionaries are built; the key hints make in-order access a single comparison per key. (Keys
/// with escapes or non-ASCII text, and every key under `convertFromSnakeCase`, are compared as
/// strings instead.)
///
/// The container is one reference wide on purpose: the standard library's `KeyedDecodingContainer`
/// copies it for every key decoded, and a single-reference copy is the cheapest a safe container gets.
struct KeyedContainer<Key: CodingKey>: TapeKeyedContainer {
    /// Held strongly; through it the decoder, once the container is known to outlive its
    /// `init(from:)` (or from the start, for a container that is not a spare): a kept container makes
    /// the decoder count as kept too, so it is detached rather than reused (see `DecodingLevels`), and
    /// the decoder keeps the document alive.
    let target: ContainerTarget

    init(target: ContainerTarget) {
        self.target = target
    }

    /// The decoder whose value is this container's object.
    @inline(__always) var decoder: TapeDecoder { target.decoder }

    /// Points into the decoder's document.
    @inline(__always) var reader: TapeReader { decoder.reader }
    /// The decoder's value, which is this container's object for as long as the container lives.
    @inline(__always) var object: Int { decoder.value }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        if let customKeys = reader.storage.pointee.customKeys {
            return customKeys.keys(of: object, reader: reader) { codingPath }.compactMap { Key(stringValue: $0) }
        }
        var seen = Set<String>()
        var keys: [Key] = []
        var index = object + 1
        let end = Int(reader.tape[object].end)
        while index < end {
            let name = reader.keyName(index)
            if seen.insert(name).inserted, let key = Key(stringValue: name) {
                keys.append(key)
            }
            index = reader.next(index + 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        reader.find(key, in: object, path: { codingPath }) != nil
    }

    @inline(__always)
    func value(for key: Key) throws -> Int {
        guard let index = reader.find(key, in: object, path: { codingPath }) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return index
    }

    @inline(__always)
    func presentValue(for key: Key) -> Int? {
        guard let index = reader.find(key, in: object, path: { codingPath }), reader.tape[index].kind != TapeKind.null
        else { return nil }
        return index
    }

    @inline(__always)
    func decodeNil(forKey key: Key) throws -> Bool {
        reader.tape[try value(for: key)].kind == TapeKind.null
    }

    @inline(__always)
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try reader.readBool(try value(for: key)) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try reader.readString(try value(for: key)) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try reader.readDouble(try value(for: key)) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try reader.readFloat(try value(for: key)) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    @inline(__always)
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    @inline(__always)
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    @inline(__always)
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    @inline(__always)
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    @inline(__always)
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    @inline(__always)
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    @inline(__always)
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    @inline(__always)
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    @inline(__always)
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
    @inline(__always)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try wideInteger(key) }
    @inline(__always)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try wideInteger(key) }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try reader.readInteger(T.self, try value(for: key)) { decoder.path(appending: key) }
    }

    private func wideInteger<T: FixedWidthInteger>(_ key: Key) throws -> T {
        try reader.readWideInteger(T.self, try value(for: key)) { decoder.path(appending: key) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.unwrap(type, at: try value(for: key), key: key)
    }
}
