/// The rule every todo title follows, shared by creating and renaming: trimmed, not empty, at most
/// `maximumLength` characters.
public enum TodoTitle {
    /// The longest title a todo may have, in characters.
    public static let maximumLength = 200

    /// The title as it will be stored, for a screen that shows an edit before it is confirmed.
    public static func normalized(_ title: String) -> String {
        title.trimmingWhitespace
    }

    static func validated(_ title: String) throws(RepositoryError) -> String {
        let trimmed = normalized(title)
        guard !trimmed.isEmpty else { throw .rejected(reason: "A todo needs a title") }
        guard trimmed.count <= maximumLength else {
            throw .rejected(reason: "A todo title has at most \(maximumLength) characters")
        }
        return trimmed
    }
}
