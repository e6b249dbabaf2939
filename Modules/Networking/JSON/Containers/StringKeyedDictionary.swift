/// Marks `[String: Value]` so it is decoded straight from the object, keys taken verbatim.
///
/// Foundation special-cases these dictionaries the same way: their keys are data, not property
/// names, so `convertFromSnakeCase` does not apply to them, and the first of repeated keys wins.
/// Without key conversion the ordinary keyed-container path gives the same result, so the
/// (comparatively costly) dynamic cast to this protocol is only made under `convertFromSnakeCase`.
protocol StringKeyedDictionary {
    static func strataDecode(from decoder: TapeDecoder) throws -> Any
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static func strataDecode(from decoder: TapeDecoder) throws -> Any {
        let reader = decoder.reader
        let object = decoder.value
        let entry = reader.tape[object]
        guard entry.kind == TapeKind.object else {
            throw reader.containerMismatch([String: Any].self, entry, keyed: true, path: decoder.codingPath)
        }
        var result = [String: Value](minimumCapacity: Int(entry.length))
        var index = object + 1
        let end = Int(entry.end)
        while index < end {
            let key = reader.string(reader.tape[index])
            if result[key] == nil {
                result[key] = try decoder.unwrap(Value.self, at: index + 1, key: StringKey(key))
            }
            index = reader.next(index + 1)
        }
        return result
    }
}
