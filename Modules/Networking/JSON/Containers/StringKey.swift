/// A key known only at run time: dictionary keys and the `"super"` key of `superDecoder()`.
struct StringKey: CodingKey {
    let stringValue: String

    init(_ stringValue: String) { self.stringValue = stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = String(intValue) }

    var intValue: Int? { nil }

    /// The key `superDecoder()` uses, as Foundation does.
    static let `super` = StringKey("super")
}
