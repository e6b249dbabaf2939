import Foundation
import StrataPresentation

/// What `strata open ROUTE --json` prints: the header every screen shares (schema 1), with the fields
/// of the screen's own document beside it. Which fields those are is the screen's document type's
/// business, one type per screen (`Screens/`), so a post's document cannot carry todos.
struct ScreenDocument: JSONDocument {
    /// The screen's own fields, and how `--json FIELDS` picks from them.
    let body: any ScreenDocumentBody
    let route: String
    let freshness: FreshnessDocument
    /// Parts of the screen that did not load; the rest is there.
    var errors: [ProblemDocument] = []

    private enum HeaderKeys: String, CodingKey {
        case schema, screen, route, freshness, errors
    }

    /// The header and the body's fields as one object: both write into the same keyed container.
    func encode(to encoder: any Encoder) throws {
        var header = encoder.container(keyedBy: HeaderKeys.self)
        try header.encode(JSONOutput.schemaVersion, forKey: .schema)
        try header.encode(body.screen, forKey: .screen)
        try header.encode(route, forKey: .route)
        try header.encode(freshness, forKey: .freshness)
        try header.encode(errors, forKey: .errors)
        try body.encode(to: encoder)
    }

    /// The body's subject with only `names` kept.
    func selecting(_ names: [String]) -> (any Encodable)? {
        body.selecting(names)
    }
}

extension ScreenDocument {
    /// The document of a list screen once its list loaded (`nil` before): the body made from the rows,
    /// as current as the list is. Every list screen's document is made so.
    static func list<Item>(
        _ state: LoadState<ListContent<Item>>, route: String, body: ([Item]) -> any ScreenDocumentBody
    ) -> ScreenDocument? {
        guard let list = state.content else { return nil }
        return ScreenDocument(body: body(list.items), route: route, freshness: FreshnessDocument(list.freshness))
    }
}

/// The fields one screen adds to the shared header of `ScreenDocument`, in a type of its own.
protocol ScreenDocumentBody: Encodable {
    /// The `screen` field: "posts", "user-albums", …
    var screen: String { get }
    /// What `--json FIELDS` prints: the one post or user of a details screen, else each item of the
    /// list; `nil` when the subject lacks a named field.
    func selecting(_ names: [String]) -> (any Encodable)?
}
