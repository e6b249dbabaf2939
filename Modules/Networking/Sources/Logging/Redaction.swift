import Foundation

/// What may be shown of a request or a response in a log line, an error message or a stored copy, and
/// the masking of everything else.
///
/// The rule is an allowlist, because a list of secret names always misses the next one
/// (`client_secret`, `X-Amz-Signature`, `page_token`…): a query parameter's value is shown only when its
/// name is known to be harmless, a header's value only when the header is known to carry no
/// credential, and a URL's user name, password and fragment never. Names themselves are shown, except a
/// query item that has no value and no harmless name, which may be a bare token.
public struct Redaction: Sendable {
    /// The query parameters whose values are shown by default: paging, sorting, ids and search text,
    /// which is what this package's users (and the JSONPlaceholder API) send. Matched exactly, after
    /// percent-decoding, because servers match them exactly too.
    public static let defaultHarmlessQueryNames: Set<String> = [
        "_page", "_limit", "_start", "_end", "_sort", "_order", "page", "limit", "q", "id", "userId", "postId",
    ]

    /// The headers whose values are shown by default: content negotiation, caching, paging and
    /// idempotency, none of which carries a credential. Matched without regard to case, as HTTP does.
    public static let defaultHarmlessHeaders: Set<String> = [
        "accept", "age", "cache-control", "connection", "content-encoding", "content-length", "content-type",
        "date", "etag", "expires", "idempotency-key", "idempotent-replayed", "if-none-match", "last-modified",
        "link", "retry-after", "transfer-encoding", "user-agent", "vary", "x-total-count",
    ]

    /// What a masked value is replaced with.
    public static let mask = "<redacted>"

    private let harmlessHeaders: Set<String>
    private let harmlessQueryNames: Set<String>

    /// - Parameters:
    ///   - harmlessHeaders: the headers whose values may be shown, matched without regard to case; the
    ///     default list unless given. `Link` values are shown with their URLs rendered by this rule.
    ///   - harmlessQueryNames: the query parameters whose values may be shown, matched exactly; the
    ///     default list unless given.
    public init(
        harmlessHeaders: Set<String> = Redaction.defaultHarmlessHeaders,
        harmlessQueryNames: Set<String> = Redaction.defaultHarmlessQueryNames
    ) {
        self.harmlessHeaders = Set(harmlessHeaders.map { $0.lowercased() })
        self.harmlessQueryNames = harmlessQueryNames
    }

    /// Whether the value of the header `name` may be shown.
    public func isHarmlessHeader(_ name: String) -> Bool {
        harmlessHeaders.contains(name.lowercased())
    }

    /// Whether the value of the query parameter `name` (percent-decoded) may be shown.
    public func isHarmlessQueryName(_ name: String) -> Bool {
        harmlessQueryNames.contains(name)
    }

    /// The value of the header `name` as it may be shown, or `nil` when it must not be: URLs inside a
    /// `Link` value are rendered like any URL, since a server repeats the request's query in its links.
    public func shownValue(ofHeader name: String, _ value: String) -> String? {
        guard isHarmlessHeader(name) else { return nil }
        return name.lowercased() == "link" ? renderingURLs(inLink: value) : value
    }

    /// The fields sorted by name, as `Name: value`, each value shown or masked by the rule.
    public func render(_ fields: [String: String]) -> String {
        fields.sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { name, value in "\(name): \(shownValue(ofHeader: name, value) ?? Self.mask)" }
            .joined(separator: ", ")
    }

    /// The fields that may be kept at all, with their values as they may be shown; the others are left
    /// out, for a store that has no use for a masked value.
    public func keptHeaders(_ fields: [String: String]) -> [String: String] {
        var kept: [String: String] = [:]
        for (name, value) in fields {
            if let shown = shownValue(ofHeader: name, value) { kept[name] = shown }
        }
        return kept
    }

    /// The URL fit for a log line or a message, everything the rule does not show masked:
    /// `http://%3Credacted%3E@host/posts?api_key=%3Credacted%3E&_page=2`. The mask is percent-encoded,
    /// so the result is still a URL.
    public func render(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return Self.mask }
        if components.percentEncodedUser != nil || components.percentEncodedPassword != nil {
            components.percentEncodedUser = Self.encodedMask
            components.percentEncodedPassword = nil
        }
        if let fragment = components.percentEncodedFragment, !fragment.isEmpty {
            components.percentEncodedFragment = Self.encodedMask
        }
        if let items = components.percentEncodedQueryItems {
            components.percentEncodedQueryItems = items.map(shown)
        }
        return components.string ?? Self.mask
    }

    /// One query item as the rule shows it.
    private func shown(_ item: URLQueryItem) -> URLQueryItem {
        if isHarmlessQueryName(item.name.removingPercentEncoding ?? item.name) { return item }
        // A bare item (`?abc123`) may be the secret itself.
        guard item.value != nil else { return URLQueryItem(name: Self.encodedMask, value: nil) }
        return URLQueryItem(name: item.name, value: Self.encodedMask)
    }

    /// `<url>; rel="next", …` with each URL rendered; a target that is not a URL is masked whole.
    private func renderingURLs(inLink value: String) -> String {
        var result = ""
        var rest = value[...]
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            result += rest[...open]
            let target = String(rest[rest.index(after: open)..<close])
            result += URL(string: target).map(render) ?? Self.mask
            rest = rest[close...]
        }
        return result + rest
    }

    /// The mask as it may stand in a URL.
    private static let encodedMask = "%3Credacted%3E"
}
