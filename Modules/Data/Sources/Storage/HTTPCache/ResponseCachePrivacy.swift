import Foundation
import StrataNetworking

/// What the HTTP cache keeps in clear: no secret header (`Authorization`, `Cookie`, `Set-Cookie`, and
/// any the app adds), no URL user info and no value of a secret query parameter, as `Redaction` names
/// them. Entries are keyed by a SHA-256 digest of the whole URL, so requests with different tokens never
/// share an entry, and the digest reveals nothing of them.
struct ResponseCachePrivacy: Sendable {
    let redaction: Redaction

    /// The key of the entry for `url`.
    func key(for url: URL) -> String {
        SHA256.hexDigest(of: Array(url.absoluteString.utf8))
    }

    /// `url` with its user info and secret query values masked, kept beside the key to show what an
    /// entry is for: the same rendering a log line gets.
    func redacted(_ url: URL) -> String {
        redaction.render(url)
    }

    /// The headers worth keeping: secret ones left out, and URLs inside `Link` redacted, since a server
    /// repeats the request's query (a token too) in its page links.
    func keptHeaders(_ fields: [String: String]) -> [String: String] {
        var kept: [String: String] = [:]
        for (name, value) in fields where !redaction.isSecretHeader(name) {
            kept[name] = name.lowercased() == "link" ? redactingLinks(in: value) : value
        }
        return kept
    }

    private func redactingLinks(in value: String) -> String {
        var result = ""
        var rest = value[...]
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            result += rest[...open]
            let target = String(rest[rest.index(after: open)..<close])
            result += URL(string: target).map(redacted) ?? Redaction.mask
            rest = rest[close...]
        }
        return result + rest
    }
}
