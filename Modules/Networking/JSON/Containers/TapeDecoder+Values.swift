/// Decoding the value a decoder points at: the types Foundation treats specially, arrays in one loop
/// over the tape, string-keyed dictionaries under key conversion, and every other type through its
/// `init(from:)`.
extension TapeDecoder {
    /// Decodes the value this decoder points at as `type`, applying the special cases Foundation
    /// applies. `type` may be a subclass of `T`: like Foundation, the dynamic type is built.
    /// `throughKey` says the value was reached through a key of a container, not decoded in place.
    func decodeValue<T: Decodable>(_ type: T.Type, throughKey: Bool = false) throws -> T {
        let id = ObjectIdentifier(T.self)
        let special = document.specialTypes
        if id == special.date {
            return unsafeBitCast(try decodeDate(throughKey: throughKey), to: T.self)
        }
        if id == special.data {
            return unsafeBitCast(try decodeData(), to: T.self)
        }
        if id == special.url {
            return unsafeBitCast(try decodeURL(), to: T.self)
        }
        if id == special.decimal {
            return unsafeBitCast(try decodeDecimal(), to: T.self)
        }
        if reader.tape[value].kind == TapeKind.array,
            let arrayType = document.levels.pointee.casts.array(type, count: Int(reader.tape[value].length)),
            ObjectIdentifier(arrayType) == ObjectIdentifier(T.self)
        {
            // `arrayType` is `T` itself, as `strataDecode` requires: the check is two loads.
            return try arrayType.strataDecode(from: self, as: T.self)
        }
        if reader.convertsKeys, let dictionaryType = document.levels.pointee.casts.dictionary(type) {
            return try dictionaryType.strataDecode(from: self) as! T
        }
        return try type.init(from: self)
    }
}
