/// The response type of an endpoint whose server may answer without a body, as a creation answered
/// `201 Created` with only a `Location` header, or an update answered `204 No Content` may be: an
/// empty body is `.absent`, any other is decoded as `Wrapped`, so the caller, not the client, decides
/// what an empty answer means.
public enum OptionalBody<Wrapped: Decodable & Sendable>: Decodable, Sendable {
    /// The body was empty.
    case absent
    /// The body, decoded.
    case present(Wrapped)

    /// Decodes a body that is there; `HTTPClient` makes `.absent` itself for an empty one.
    public init(from decoder: any Decoder) throws {
        self = .present(try Wrapped(from: decoder))
    }

    /// The decoded body, `nil` when there was none.
    public var value: Wrapped? {
        if case .present(let value) = self { value } else { nil }
    }
}

/// A response type that has a value for an empty body; `HTTPClient` uses it instead of decoding.
protocol EmptyBodyRepresentable {
    /// What an empty body means.
    static var emptyBody: Self { get }
}

extension OptionalBody: EmptyBodyRepresentable {
    static var emptyBody: OptionalBody<Wrapped> { .absent }
}
