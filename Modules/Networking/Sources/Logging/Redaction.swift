import Foundation

/// What must never reach a log or an error message in clear, and the masking of it.
///
/// `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie` headers are always secret, as are
/// the user name and password in a URL and the values of query parameters whose names look secret
/// (`token`, `access_token`, `api_key`, `key`, `password`, `secret`, `signature`, `sig`, `auth`). An
/// app adds its own names (an API key header, a `session` parameter) through the initialiser.
public struct Redaction: Sendable {
    /// The headers redacted whatever the configuration says.
    public static let alwaysSecretHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie",
    ]
    /// The query parameter names redacted unless an app says otherwise.
    public static let defaultSecretQueryNames: Set<String> = [
        "token", "access_token", "api_key", "key", "password", "secret", "signature", "sig", "auth",
    ]

    /// What a secret value is replaced with.
    public static let mask = "<redacted>"

    private let secretHeaders: Set<String>
    private let secretQueryNames: Set<String>

    /// - Parameters:
    ///   - secretHeaders: further header names to redact, matched without regard to case.
    ///   - secretQueryNames: the query parameter names whose values are redacted, matched without regard
    ///     to case; the default list unless given.
    public init(secretHeaders: Set<String> = [], secretQueryNames: Set<String> = Redaction.defaultSecretQueryNames) {
        self.secretHeaders = Self.alwaysSecretHeaders.union(secretHeaders.map { $0.lowercased() })
        self.secretQueryNames = Set(secretQueryNames.map { $0.lowercased() })
    }

    /// Whether the value of the header `name` must be masked.
    public func isSecretHeader(_ name: String) -> Bool {
        secretHeaders.contains(name.lowercased())
    }

    /// Whether the value of the query parameter `name` must be masked.
    public func isSecretQueryName(_ name: String) -> Bool {
        secretQueryNames.contains(name.lowercased())
    }

    /// The fields sorted by name, as `Name: value` with secret values masked.
    public func render(_ fields: [String: String]) -> String {
        fields.sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { name, value in "\(name): \(isSecretHeader(name) ? Self.mask : value)" }
            .joined(separator: ", ")
    }

    /// The URL with its user name, password and secret query values masked, fit for a log line or a
    /// message: `http://<redacted>@host/posts?token=<redacted>&_page=2`.
    public func render(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return Self.mask }
        if components.user != nil || components.password != nil {
            components.percentEncodedUser = Self.mask
            components.percentEncodedPassword = nil
        }
        if let items = components.percentEncodedQueryItems {
            components.percentEncodedQueryItems = items.map { item in
                isSecretQueryName(item.name.removingPercentEncoding ?? item.name)
                    ? URLQueryItem(name: item.name, value: Self.mask) : item
            }
        }
        return components.string ?? Self.mask
    }
}
