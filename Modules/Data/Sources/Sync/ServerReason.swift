import Foundation
import StrataDomain

/// The server's own words for why it refused a request, from the body of its answer, made safe to show:
/// "title too long" from `{"error": "title too long"}`.
enum ServerReason {
    /// The longest reason kept; a server's essay is cut, not shown whole.
    static let maximumLength = 200

    /// The first of `detail`, `message`, `error` and `title` in a JSON object body, or a short plain-text
    /// body; without either, the status itself.
    static func from(body: Data, status: Int) -> String {
        let fallback = "the server answered \(HTTPStatusPhrase.describe(status))"
        let candidate: String?
        if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
            candidate = ["detail", "message", "error", "title"].lazy.compactMap { object[$0] as? String }.first
        } else if body.count <= maximumLength, let text = String(data: body, encoding: .utf8), !text.contains("<") {
            candidate = text
        } else {
            candidate = nil
        }
        let cleaned = candidate.map(sanitized) ?? ""
        return cleaned.isEmpty ? fallback : cleaned
    }

    /// Control characters (escape sequences included) become spaces, runs of space one, and the text is
    /// cut to `maximumLength`, so a server cannot redraw the terminal through a reason.
    private static func sanitized(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { CharacterSet.controlCharacters.contains($0) ? " " : Character($0) }
        let words = String(scalars).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > maximumLength ? String(words.prefix(maximumLength - 1)) + "…" : words
    }
}
