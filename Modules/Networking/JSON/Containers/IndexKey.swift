/// The position of an element in an array, as it appears in coding paths (`"Index 3"`), matching
/// Foundation so error paths read the same whichever decoder produced them.
struct IndexKey: CodingKey {
    let index: Int

    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
