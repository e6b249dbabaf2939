/// A response whose body carries nothing of interest, such as the `{}` a DELETE returns.
public struct EmptyResponseDTO: Decodable, Hashable, Sendable {
    public init() {}

    public init(from decoder: any Decoder) throws {}
}
