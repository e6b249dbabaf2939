/// The answers to "is this type an `Array` of `Decodable`?" (and, under key conversion, "a `[String: _]`
/// of `Decodable`?") for the types one document meets, so each type pays for the dynamic cast once.
///
/// A cast to a protocol with a conditional conformance looks the conformance and its condition up in
/// the runtime's tables, which costs more than decoding a small document's array header. Like the
/// container factories this lives in `DecodingLevels` and is used only on the decoding thread.
struct DecodableCasts {
    private var arrays: [(type: ObjectIdentifier, array: (any DecodableArray.Type)?)] = []
    private var dictionaries: [(type: ObjectIdentifier, dictionary: (any StringKeyedDictionary.Type)?)] = []

    /// `type` as a `DecodableArray`, if it is one.
    @inline(__always)
    mutating func array<T>(_ type: T.Type) -> (any DecodableArray.Type)? {
        let id = ObjectIdentifier(type)
        for entry in arrays where entry.type == id { return entry.array }
        let array = type as? any DecodableArray.Type
        arrays.append((id, array))
        return array
    }

    /// `type` as a `StringKeyedDictionary`, if it is one.
    @inline(__always)
    mutating func dictionary<T>(_ type: T.Type) -> (any StringKeyedDictionary.Type)? {
        let id = ObjectIdentifier(type)
        for entry in dictionaries where entry.type == id { return entry.dictionary }
        let dictionary = type as? any StringKeyedDictionary.Type
        dictionaries.append((id, dictionary))
        return dictionary
    }
}
