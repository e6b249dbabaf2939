/// The request methods the HTTP layer speaks. A struct, not an enum, so a caller can name any other
/// method (`HTTPMethod("PROPFIND")`) without waiting for a release.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method name in upper case, as it goes on the request line.
    public let rawValue: String

    /// Upper-cases `rawValue`, so `"get"` and `"GET"` are the same method.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// Names any method, such as `HTTPMethod("PROPFIND")`; upper-cased like `init(rawValue:)`.
    public init(_ name: String) {
        self.init(rawValue: name)
    }

    /// Lets a literal stand for a method: `let method: HTTPMethod = "PURGE"`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// Reads a resource; idempotent, and the only method the response cache revalidates.
    public static let get: HTTPMethod = "GET"
    /// Like GET without the body; idempotent.
    public static let head: HTTPMethod = "HEAD"
    /// Creates a resource; not idempotent, so the default retry policy never repeats it.
    public static let post: HTTPMethod = "POST"
    /// Replaces a resource as a whole; idempotent.
    public static let put: HTTPMethod = "PUT"
    /// Changes part of a resource; not idempotent, so the default retry policy never repeats it.
    public static let patch: HTTPMethod = "PATCH"
    /// Removes a resource; idempotent.
    public static let delete: HTTPMethod = "DELETE"
    /// Asks what a resource supports; idempotent.
    public static let options: HTTPMethod = "OPTIONS"

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2),
    /// which is what makes a retry safe.
    public var isIdempotent: Bool {
        Self.idempotent.contains(self)
    }

    /// Every method this type names that is idempotent; the default retry policy retries these.
    public static let idempotent: Set<HTTPMethod> = [.get, .head, .put, .delete, .options]
}
