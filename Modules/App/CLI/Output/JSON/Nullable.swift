/// A field a document always carries: its value, or `null` when there is none (the synthesised
/// `Encodable` would leave a `nil` field out, and a script should not have to tell "absent" from
/// "empty").
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
struct Nullable<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    // The containing documents' memberwise initialisers take the plain optional through this one,
    // which the compiler does not synthesise for a property wrapper used that way.
    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
