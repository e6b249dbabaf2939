/// Containers and decoders for the value under a key, each with its own coding path: they may be used
/// after the call that made them, so they do not borrow from the decoding levels.
extension KeyedContainer {
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let index = try nestedValue(forKey: key, container: "KeyedDecodingContainer<\(NestedKey.self)>")
        return try decoder.detached(at: index, path: decoder.path(appending: key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let index = try nestedValue(forKey: key, container: "UnkeyedDecodingContainer")
        return try decoder.detached(at: index, path: decoder.path(appending: key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try decoder(for: StringKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder(for: key)
    }

    /// The value under `key` for a nested container, or the `keyNotFound` Foundation throws, in its words.
    private func nestedValue(forKey key: Key, container: String) throws -> Int {
        guard let index = reader.find(key, in: object, path: { codingPath }) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "Cannot get \(container) -- no value found for key \(key) (\"\(key.stringValue)\")"))
        }
        return index
    }

    private func decoder(for key: some CodingKey) throws -> any Decoder {
        let index = reader.find(key, in: object, path: { codingPath }) ?? reader.nullIndex
        return decoder.detached(at: index, path: decoder.path(appending: key))
    }
}
