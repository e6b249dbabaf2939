/// Marks `[Element]` so arrays are decoded in one loop over the tape, into their final capacity.
///
/// `Array`'s own `init(from:)` appends through an `UnkeyedDecodingContainer` existential and grows as
/// it goes. This produces the same elements, errors and coding paths (`"Index 3"`) for less: arrays
/// of thousands of DTOs are the typical response body. The dynamic cast to this protocol is only
/// made when the tape holds an array at the value.
protocol DecodableArray {
    static func strataDecode(from decoder: TapeDecoder) throws -> Any
}

extension Array: DecodableArray where Element: Decodable {
    static func strataDecode(from decoder: TapeDecoder) throws -> Any {
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
