/// The response type of an endpoint whose body carries nothing of interest, such as a DELETE that
/// answers `204 No Content` or `{}`. `HTTPClient` never decodes it, so an empty body is fine.
public struct EmptyResponse: Decodable, Hashable, Sendable {
    /// The one value there is.
    public init() {}

    /// Accepts any body, for callers that decode it themselves.
    public init(from decoder: any Decoder) throws {}
}
