/// `decodeIfPresent`: a missing key and an explicit `null` both give nil, as with Foundation; the
/// value is read as `decode` reads it otherwise.
extension KeyedContainer {
    @inline(__always)
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = presentValue(for: key) else { return nil }
        return try reader.readBool(index) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = presentValue(for: key) else { return nil }
        return try reader.readString(index) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = presentValue(for: key) else { return nil }
        return try reader.readDouble(index) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = presentValue(for: key) else { return nil }
        return try reader.readFloat(index) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(key) }
    @inline(__always)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        guard let index = presentValue(for: key) else { return nil }
        return try reader.readWideInteger(Int128.self, index) { decoder.path(appending: key) }
    }

    @inline(__always)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        guard let index = presentValue(for: key) else { return nil }
        return try reader.readWideInteger(UInt128.self, index) { decoder.path(appending: key) }
    }

    @inline(__always)
    private func integerIfPresent<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try reader.readInteger(T.self, index) { decoder.path(appending: key) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try decoder.unwrap(type, at: index, key: key)
    }
}
