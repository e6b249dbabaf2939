/// The request methods the HTTP layer speaks. A struct, not an enum, so a caller can name any other
/// method (`HTTPMethod("PROPFIND")`) without waiting for a release.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    public init(_ name: String) {
        self.init(rawValue: name)
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public static let get: HTTPMethod = "GET"
    public static let head: HTTPMethod = "HEAD"
    public static let post: HTTPMethod = "POST"
    public static let put: HTTPMethod = "PUT"
    public static let patch: HTTPMethod = "PATCH"
    public static let delete: HTTPMethod = "DELETE"
    public static let options: HTTPMethod = "OPTIONS"

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2),
    /// which is what makes a retry safe.
    public var isIdempotent: Bool {
        [.get, .head, .put, .delete, .options].contains(self)
    }
}
