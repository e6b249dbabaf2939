/// Which header values must never reach a log, and the masking of them.
///
/// `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie` are always secret; an app adds its
/// own (an API key header) through `secretHeaders`.
public struct HeaderRedaction: Sendable {
    /// The headers redacted whatever the configuration says.
    public static let alwaysSecret: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    /// What a secret value is replaced with.
    public static let mask = "<redacted>"

    private let secretNames: Set<String>

    /// - Parameter secretHeaders: further header names to redact, matched without regard to case.
    public init(secretHeaders: Set<String> = []) {
        secretNames = Self.alwaysSecret.union(secretHeaders.map { $0.lowercased() })
    }

    /// Whether the value of the header `name` must be masked.
    public func isSecret(_ name: String) -> Bool {
        secretNames.contains(name.lowercased())
    }

    /// The fields sorted by name, as `Name: value` with secret values masked.
    public func render(_ fields: [String: String]) -> String {
        fields.sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { name, value in "\(name): \(isSecret(name) ? Self.mask : value)" }
            .joined(separator: ", ")
    }
}
