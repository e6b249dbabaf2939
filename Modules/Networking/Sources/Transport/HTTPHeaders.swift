/// Header fields with case-insensitive names, as HTTP defines them (RFC 9110 §5.1): the one type for
/// the headers of requests (an endpoint's, a configuration's defaults) and of responses.
public struct HTTPHeaders: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private var fields: [String: String]

    /// Takes fields with names in any case; when two names differ only in case, either value may win.
    public init(_ fields: [String: String] = [:]) {
        self.fields = [:]
        for (name, value) in fields {
            self[name] = value
        }
    }

    /// Fields written as a literal, `["Accept": "application/json"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The value of the field `name`, matched case-insensitively; setting `nil` removes the field.
    public subscript(name: String) -> String? {
        get { fields[name.lowercased()] }
        set { fields[name.lowercased()] = newValue }
    }

    /// Every field, with names in lower case.
    public var all: [String: String] { fields }

    /// These fields with `other`'s laid over them: a field of `other` replaces one of the same name
    /// in any case.
    public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        var merged = self
        for (name, value) in other.fields {
            merged[name] = value
        }
        return merged
    }
}
