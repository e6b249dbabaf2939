/// One way to write a link, such as `users/ID/albums`, registered once beside the route it opens:
/// parsing, the list of forms that help, errors and completion show, and the round-trip test all read
/// the same entry, so a screen's link is written in one place.
struct RouteForm<Destination: Sendable>: Sendable {
    /// How help writes the form: literal segments, `ID` for a whole number from 1, `QUERY` for the
    /// rest of the path, `?page=N` for a parameter. A form that reads an optional parameter lists
    /// itself with and without it.
    let patterns: [String]
    /// The literal segments, with `nil` where a value goes.
    let shape: [String?]
    /// Whether the last value is the rest of the path, slashes and all, as a search query is.
    let takesRest: Bool
    /// The query parameters the form reads.
    let parameters: Set<String>
    let make: @Sendable (RouteText) throws(RouteFailure) -> Destination

    /// A form of literal segments and `ID`s, such as `users/ID/albums`; `make` gets the ids in order.
    init(_ pattern: String, make: @escaping @Sendable (_ ids: [Int]) -> Destination) {
        let segments = pattern.split(separator: "/").map(String.init)
        let shape = segments.map { $0 == "ID" ? nil : $0 }
        let idIndices = segments.indices.filter { segments[$0] == "ID" }
        let kinds = idIndices.map { Self.kind(named: $0 > 0 ? segments[$0 - 1] : "") }
        self.init(patterns: [pattern], shape: shape, takesRest: false, parameters: []) { text throws(RouteFailure) in
            var ids: [Int] = []
            for (index, kind) in zip(idIndices, kinds) {
                guard let id = Int(text.segments[index]), id >= 1 else {
                    throw RouteFailure("\(kind) id must be a whole number from 1")
                }
                ids.append(id)
            }
            return make(ids)
        }
    }

    /// A form read by its own code: parameters, or a value that is the rest of the path.
    init(
        patterns: [String], shape: [String?], takesRest: Bool, parameters: Set<String>,
        make: @escaping @Sendable (RouteText) throws(RouteFailure) -> Destination
    ) {
        self.patterns = patterns
        self.shape = shape
        self.takesRest = takesRest
        self.parameters = parameters
        self.make = make
    }

    /// The same form, opening what `wrap` makes of its destination: how a flow's forms become the
    /// app's.
    func map<Other>(_ wrap: @escaping @Sendable (Destination) -> Other) -> RouteForm<Other> {
        let make = self.make
        return RouteForm<Other>(patterns: patterns, shape: shape, takesRest: takesRest, parameters: parameters) {
            text throws(RouteFailure) in wrap(try make(text))
        }
    }

    /// Whether `segments` have this form's literal segments in their places, whatever the values.
    func fits(_ segments: [String]) -> Bool {
        guard takesRest ? segments.count >= shape.count : segments.count == shape.count else { return false }
        return zip(shape, segments).allSatisfy { literal, segment in literal.map { $0 == segment } ?? true }
    }

    /// "user" for "users", the segment before an `ID`, as an error names what the id is of.
    private static func kind(named segment: String) -> String {
        segment.hasSuffix("s") ? String(segment.dropLast()) : segment
    }
}

/// Why a text of a form's shape is not a route, in words fit for a message.
struct RouteFailure: Error {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// A link's text, split: its path segments and its query parameters.
struct RouteText: Sendable {
    let segments: [String]
    let query: [String: String]
}
