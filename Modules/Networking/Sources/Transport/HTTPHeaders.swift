/// Response header fields with case-insensitive names, as HTTP defines them (RFC 9110 §5.1).
public struct HTTPHeaders: Hashable, Sendable {
    private var fields: [String: String]

    /// Takes fields with names in any case; when two names differ only in case, either value may win.
    public init(_ fields: [String: String] = [:]) {
        self.fields = [:]
        for (name, value) in fields {
            self[name] = value
        }
    }

    /// The value of the field `name`, matched case-insensitively; setting `nil` removes the field.
    public subscript(name: String) -> String? {
        get { fields[name.lowercased()] }
        set { fields[name.lowercased()] = newValue }
    }

    /// Every field, with names in lower case.
    public var all: [String: String] { fields }
}
