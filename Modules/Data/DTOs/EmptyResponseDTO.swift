/// A response whose body carries nothing of interest, such as the `{}` a DELETE returns.
public struct EmptyResponseDTO: Decodable, Hashable, Sendable {
    /// For tests and stand-in data sources that need a value without a body.
    public init() {}

    /// Accepts any body, `{}` or otherwise, without reading it.
    public init(from decoder: any Decoder) throws {}
}
