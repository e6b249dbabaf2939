// `Route` and its cases are declared with the other registrations, in `Flows/App/Registrations.swift`;
// this is how a route is read from text and written back.

extension Route {
    /// Why a text is not a route, in words fit for a command-line message.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text as it was typed, for the message.
        public let input: String
        /// What was wrong with it, such as "unknown parameter 'sort'".
        public let reason: String

        /// "Unknown route '<input>': <reason>", fit to print as it is.
        public var description: String { "Unknown route '\(input)': \(reason)" }
    }

    /// Every form a user can type, for help texts and error messages: read from the flows' forms.
    public static let forms = table.flatMap(\.patterns)

    /// Parses `text` such as `users/3/todos`; throws with the expected forms for anything else.
    ///
    /// The forms whose literal segments fit decide: a parameter none of them reads is named, then the
    /// first of them reads the values, and says what is wrong with one.
    public init(parsing text: String) throws(ParseError) {
        let (path, query) = try Self.split(text)
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let fitting = Self.table.filter { $0.fits(segments) }
        guard let form = fitting.first else {
            throw ParseError(input: text, reason: "expected one of \(Self.forms.joined(separator: ", "))")
        }
        let readable = fitting.reduce(into: Set<String>()) { $0.formUnion($1.parameters) }
        if let unknown = query.keys.sorted().first(where: { !readable.contains($0) }) {
            throw ParseError(input: text, reason: "unknown parameter '\(unknown)'")
        }
        do {
            self = try form.make(RouteText(segments: segments, query: query))
        } catch {
            throw ParseError(input: text, reason: error.reason)
        }
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

extension Route {
    /// The route as text, in the form `Route(parsing:)` reads back to the same route: the way to link
    /// to a screen, and what `--json` output names.
    public var path: String { flowRoute.path }
}
