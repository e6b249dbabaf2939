/// A field of a server record that should hold an absolute http or https URL and holds something else;
/// thrown by `PhotoDTO.toDomain()`, so the message can say which field and what it held.
package struct InvalidAddress: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field as the API names it, such as `thumbnailUrl`.
    package let field: String
    /// What the field held, as sent.
    package let text: String

    /// Built by the mapping that found the field unusable.
    public init(field: String, text: String) {
        self.field = field
        self.text = text
    }

    /// "its thumbnailUrl “ftp://x” is no absolute http or https URL"; a long value is cut, so a hostile
    /// server cannot fill a message with it.
    package var description: String {
        let shown = text.count > Self.shownCharacters ? text.prefix(Self.shownCharacters) + "…" : Substring(text)
        return "its \(field) “\(shown)” is no absolute http or https URL"
    }

    private static let shownCharacters = 80
}
