/// Containers and decoders for the value under a key, each with its own coding path: they may be used
/// after the call that made them, so they do not borrow from the decoding levels.
extension KeyedContainer {
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        guard let index = reader.find(key, in: object, path: { codingPath }) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "Cannot get KeyedDecodingContainer<\(NestedKey.self)> -- no value found for key \(key) (\"\(key.stringValue)\")"
                ))
        }
        return try decoder.detached(at: index, path: decoder.path(appending: key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        guard let index = reader.find(key, in: object, path: { codingPath }) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "Cannot get UnkeyedDecodingContainer -- no value found for key \(key) (\"\(key.stringValue)\")")
            )
        }
        return try decoder.detached(at: index, path: decoder.path(appending: key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try decoder(for: StringKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder(for: key)
    }

    private func decoder(for key: some CodingKey) throws -> any Decoder {
        let index = reader.find(key, in: object, path: { codingPath }) ?? reader.nullIndex
        return decoder.detached(at: index, path: decoder.path(appending: key))
    }
}
