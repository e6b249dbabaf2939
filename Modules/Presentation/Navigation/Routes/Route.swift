import Foundation
import StrataDomain

/// A typed deep link into the app, parsed from text such as `posts/3/comments` or `search/qui`.
///
/// Parsing is the only way in, and it fails loudly: an unknown route is an error, never a silent
/// fallback to some default screen. Each level is an enum, so handling is an exhaustive `switch`.
public enum Route: Hashable, Sendable {
    /// A screen of the posts flow.
    case posts(PostsRoute)
    /// A screen of the users flow.
    case users(UsersRoute)
    /// The signed-in user's todos.
    case todos

    /// Why a text is not a route, in words fit for a command-line message.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text as it was typed, for the message.
        public let input: String
        /// What was wrong with it, such as "unknown parameter 'sort'".
        public let reason: String

        /// "Unknown route '<input>': <reason>", fit to print as it is.
        public var description: String { "Unknown route '\(input)': \(reason)" }
    }

    /// Every form a user can type, for help texts and error messages.
    public static let forms = [
        "posts", "posts?page=N", "posts/ID", "posts/ID/comments", "search", "search/QUERY",
        "users", "users/ID", "users/ID/posts", "users/ID/todos", "users/ID/albums", "albums/ID/photos", "todos",
    ]

    /// Parses `text` such as `users/3/todos`; throws with the expected forms for anything else.
    public init(parsing text: String) throws(ParseError) {
        let (path, query) = try Self.split(text)
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let fail = { (reason: String) in ParseError(input: text, reason: reason) }
        let expected = "expected one of \(Self.forms.joined(separator: ", "))"

        if let unknown = query.keys.sorted().first(where: { !(segments == ["posts"] && $0 == "page") }) {
            throw fail("unknown parameter '\(unknown)'")
        }
        switch segments.first {
        case "posts":
            switch segments.count {
            case 1:
                guard let pageText = query["page"] else {
                    self = .posts(.list(page: 1))
                    return
                }
                let pages = PageRequest.numbers
                guard let page = Int(pageText), pages.contains(page) else {
                    throw fail("page must be a whole number from \(pages.lowerBound) to \(pages.upperBound)")
                }
                self = .posts(.list(page: page))
            case 2:
                self = .posts(.details(postID: try Self.id(segments[1], of: "post", fail: fail)))
            case 3 where segments[2] == "comments":
                self = .posts(.comments(postID: try Self.id(segments[1], of: "post", fail: fail)))
            default:
                throw fail(expected)
            }
        case "search" where segments.count == 1:
            self = .posts(.search(query: ""))
        case "search":
            let raw = segments.dropFirst().joined(separator: "/")
            let query = raw.removingPercentEncoding ?? raw
            guard !RecentSearches.normalized(query).isEmpty else { throw fail("search needs a query") }
            self = .posts(.search(query: query))
        case "users":
            switch segments.count {
            case 1:
                self = .users(.list)
            case 2:
                self = .users(.profile(userID: try Self.id(segments[1], of: "user", fail: fail)))
            case 3 where segments[2] == "posts":
                self = .users(.posts(userID: try Self.id(segments[1], of: "user", fail: fail)))
            case 3 where segments[2] == "todos":
                self = .users(.todos(userID: try Self.id(segments[1], of: "user", fail: fail)))
            case 3 where segments[2] == "albums":
                self = .users(.albums(userID: try Self.id(segments[1], of: "user", fail: fail)))
            default:
                throw fail(expected)
            }
        case "albums" where segments.count == 3 && segments[2] == "photos":
            self = .users(.photos(albumID: try Self.id(segments[1], of: "album", fail: fail)))
        case "todos" where segments.count == 1:
            self = .todos
        default:
            throw fail(expected)
        }
    }

    private static func id(_ text: String, of kind: String, fail: (String) -> ParseError) throws(ParseError) -> Int {
        guard let id = Int(text), id >= 1 else { throw fail("\(kind) id must be a whole number from 1") }
        return id
    }

    private static func split(_ text: String) throws(ParseError) -> (path: Substring, query: [String: String]) {
        guard let mark = text.firstIndex(of: "?") else { return (text[...], [:]) }
        var query: [String: String] = [:]
        for pair in text[text.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first, !name.isEmpty else {
                throw ParseError(input: text, reason: "a parameter has no name")
            }
            query[String(name)] = parts.count == 2 ? String(parts[1]) : ""
        }
        return (text[..<mark], query)
    }
}
