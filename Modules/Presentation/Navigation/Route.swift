import StrataDomain

/// A typed deep link into the app, parsed from text such as `posts/3` or `posts?page=2`.
///
/// Parsing is the only way in, and it fails loudly: an unknown route is an error, never a silent
/// fallback to some default screen.
public enum Route: Hashable, Sendable {
    case posts(page: Int)
    case post(id: Post.ID)

    /// Why a text is not a route, in words fit for a command-line message.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public let input: String
        public let reason: String

        public var description: String { "Unknown route '\(input)': \(reason)" }
    }

    /// The routes a user can type, for help texts.
    public static let examples = ["posts", "posts?page=2", "posts/1"]

    public init(parsing text: String) throws(ParseError) {
        let (path, query) = Self.split(text)
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        func fail(_ reason: String) -> ParseError { ParseError(input: text, reason: reason) }

        switch segments.first {
        case "posts":
            switch segments.count {
            case 1:
                let unknown = query.keys.filter { $0 != "page" }
                guard unknown.isEmpty else { throw fail("unknown parameter '\(unknown.sorted()[0])'") }
                guard let pageText = query["page"] else {
                    self = .posts(page: 1)
                    return
                }
                guard let page = Int(pageText), page >= 1 else { throw fail("page must be a whole number from 1") }
                self = .posts(page: page)
            case 2:
                guard query.isEmpty else { throw fail("a post takes no parameters") }
                guard let id = Int(segments[1]), id >= 1 else { throw fail("post id must be a whole number from 1") }
                self = .post(id: id)
            default:
                throw fail("expected one of \(Self.examples.joined(separator: ", "))")
            }
        default:
            throw fail("expected one of \(Self.examples.joined(separator: ", "))")
        }
    }

    private static func split(_ text: String) -> (path: Substring, query: [String: String]) {
        guard let mark = text.firstIndex(of: "?") else { return (text[...], [:]) }
        var query: [String: String] = [:]
        for pair in text[text.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            query[String(parts[0])] = parts.count == 2 ? String(parts[1]) : ""
        }
        return (text[..<mark], query)
    }
}
