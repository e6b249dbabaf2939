/// Why a body did not decode, with the coding path a developer needs to find the offending field.
public struct DecodingFailure: Hashable, Sendable, CustomStringConvertible {
    /// The type that was being decoded, such as `Array<PostDTO>`.
    public let typeName: String
    /// The path to the failing value, such as `[3].address.geo.lat`; empty for the top level.
    public let codingPath: String
    /// The decoder's own explanation, such as "Expected to decode Int but found a string instead."
    public let message: String

    /// Builds a failure from parts already rendered; `init(decoding:error:)` is the usual way in.
    public init(typeName: String, codingPath: String, message: String) {
        self.typeName = typeName
        self.codingPath = codingPath
        self.message = message
    }

    /// Describes any error a decoder threw, reading the coding path out of `DecodingError` cases.
    public init(decoding type: Any.Type, error: any Error) {
        let context: DecodingError.Context? =
            switch error as? DecodingError {
            case .typeMismatch(_, let context), .valueNotFound(_, let context),
                .keyNotFound(_, let context), .dataCorrupted(let context):
                context
            case nil:
                nil
            @unknown default:
                nil
            }
        var path = context?.codingPath ?? []
        if case .keyNotFound(let key, _) = error as? DecodingError {
            path.append(key)
        }
        self.init(
            typeName: String(describing: type),
            codingPath: Self.render(path),
            message: context?.debugDescription ?? String(describing: error)
        )
    }

    /// A message naming the type, the path and the cause, for logs and for the error a user sees.
    public var description: String {
        let location = codingPath.isEmpty ? "" : " at \(codingPath)"
        return "Unexpected data from the server: \(typeName)\(location): \(message)"
    }

    private static func render(_ path: [any CodingKey]) -> String {
        var rendered = ""
        for key in path {
            if let index = key.intValue {
                rendered += "[\(index)]"
            } else {
                rendered += rendered.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return rendered
    }
}
