/// The answers to "is this type an `Array` of `Decodable`?" (and, under key conversion, "a `[String: _]`
/// of `Decodable`?") for the types one document meets, so each type pays for the dynamic cast once.
///
/// A cast to a protocol with a conditional conformance looks the conformance and its condition up in
/// the runtime's tables, which costs more than decoding a small document's array header. Like the
/// container factories this lives in `DecodingLevels` and is used only on the decoding thread.
struct DecodableCasts {
    /// Arrays shorter than this, of a type the process has not cast yet, are not worth a cold cast.
    private static let castWorthyCount = 64
    /// The array types a decode in this process has met, cast or not.
    private static let metArrays = LockedState<[ObjectIdentifier]>([])

    private var arrays: [(type: ObjectIdentifier, array: (any DecodableArray.Type)?)] = []
    private var dictionaries: [(type: ObjectIdentifier, dictionary: (any StringKeyedDictionary.Type)?)] = []

    /// `type` as a `DecodableArray`, if it is one and worth casting: nil sends the array of `count`
    /// elements through `Array.init(from:)`, which decodes the same elements one by one.
    ///
    /// The first cast of a type in a process scans the conformance records of every image loaded
    /// (about 500,000 instructions), which costs a command-line tool's one decode of a short list
    /// more than the whole rest of it. So a short array of a type the process has not met is decoded
    /// without the cast, and the cast is made when the type comes again or the array is long.
    @inline(__always)
    mutating func array<T>(_ type: T.Type, count: Int) -> (any DecodableArray.Type)? {
        let id = ObjectIdentifier(type)
        for entry in arrays where entry.type == id { return entry.array }
        guard Self.meet(id) || count >= Self.castWorthyCount else { return nil }
        let array = type as? any DecodableArray.Type
        arrays.append((id, array))
        return array
    }

    /// Records that the process has met the array type `id`; whether it had met it before.
    private static func meet(_ id: ObjectIdentifier) -> Bool {
        metArrays.withLock { met in
            if met.contains(id) { return true }
            met.append(id)
            return false
        }
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
