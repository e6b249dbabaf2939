import Foundation
import StrataNetworking

/// What the HTTP cache keeps in clear: exactly what `Redaction` would show in a log line, by the same
/// allowlist. A header that may carry a credential is not kept at all, and the URL kept beside an entry
/// has its user info, fragment and every query value not known to be harmless masked. Entries are keyed
/// by a SHA-256 digest of the whole URL, so requests with different tokens never share an entry, and
/// the digest reveals nothing of them.
struct ResponseCachePrivacy: Sendable {
    let redaction: Redaction

    /// The key of the entry for `url`.
    func key(for url: URL) -> String {
        SHA256.hexDigest(of: Array(url.absoluteString.utf8))
    }

    /// `url` as a log line shows it, kept beside the key to show what an entry is for.
    func redacted(_ url: URL) -> String {
        redaction.render(url)
    }

    /// The headers worth keeping: the harmless ones, with the URLs inside `Link` rendered by the rule,
    /// since a server repeats the request's query (a token too) in its page links.
    func keptHeaders(_ fields: [String: String]) -> [String: String] {
        redaction.keptHeaders(fields)
    }
}
