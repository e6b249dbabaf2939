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
        let entry = reader.tape[array]
        var result: [Element] = []
        result.reserveCapacity(Int(entry.length))
        var index = array + 1
        let end = Int(entry.end)
        while index < end {
            result.append(try decoder.unwrap(Element.self, at: index, key: IndexKey(result.count)))
            index = reader.next(index)
        }
        return result
    }
}
