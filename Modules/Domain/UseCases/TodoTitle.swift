/// The rule every todo title follows, shared by creating and renaming: trimmed, not empty, at most
/// `maximumLength` characters.
enum TodoTitle {
    static let maximumLength = 200

    static func validated(_ title: String) throws(RepositoryError) -> String {
        let trimmed = RecentSearches.normalized(title)
        guard !trimmed.isEmpty else { throw .rejected(reason: "A todo needs a title") }
        guard trimmed.count <= maximumLength else {
            throw .rejected(reason: "A todo title has at most \(maximumLength) characters")
        }
        return trimmed
    }
}
