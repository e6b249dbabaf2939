/// Marks `[Element]` so arrays are decoded in one loop over the tape, into their final capacity.
///
/// `Array`'s own `init(from:)` appends through an `UnkeyedDecodingContainer` existential and grows as
/// it goes. This produces the same elements, errors and coding paths (`"Index 3"`) for less: arrays
/// of thousands of DTOs are the typical response body. The dynamic cast to this protocol is only
/// made when the tape holds an array at the value.
///
/// The array is returned as the caller's `Result`, which is `Self`, rather than as `Any`: in generic
/// code, putting an `[Element]` in an `Any` looks its metadata up in the runtime's hash table and
/// taking it out again is a dynamic cast, together about 770 instructions per array.
protocol DecodableArray {
    /// Decodes the array at `decoder`'s value; `Result` must be `Self`.
    static func strataDecode<Result>(from decoder: TapeDecoder, as _: Result.Type) throws -> Result
}

extension Array: DecodableArray where Element: Decodable {
    static func strataDecode<Result>(from decoder: TapeDecoder, as _: Result.Type) throws -> Result {
        // `Result` is `Self`, `[Element]` (the caller checks it), so the cast changes no bits.
        assert(ObjectIdentifier(Result.self) == ObjectIdentifier(Self.self))
        return unsafeBitCast(try decode(from: decoder), to: Result.self)
    }

    private static func decode(from decoder: TapeDecoder) throws -> [Element] {
        let reader = decoder.reader
        let array = decoder.value
        let count = Int(reader.tape[array].length)
        // Not through the initializer: with no capacity it writes the count into the standard library's
        // shared empty-array storage, which ThreadSanitizer reports as a race between decodes.
        if count == 0 { return [Element]() }
        // Each element is decoded straight into its slot; if one throws, the ones before it are
        // deinitialized by the initializer, as `initializedCount` says how many there are.
        return try [Element](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            var index = array + 1
            while initializedCount < count {
                (buffer.baseAddress! + initializedCount).initialize(
                    to: try decoder.unwrapElement(Element.self, at: index, position: initializedCount))
                initializedCount += 1
                index = reader.next(index)
            }
        }
    }
}
