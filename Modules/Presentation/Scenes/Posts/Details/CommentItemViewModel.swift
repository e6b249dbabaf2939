import StrataDomain

/// One comment as a list row shows it.
public struct CommentItemViewModel: Identifiable, Hashable, Sendable, Encodable {
    /// The comment's id, for list diffing.
    public let id: Comment.ID
    /// The subject line, its first letter upper-cased.
    public let title: String
    /// The commenter's email, as the author line.
    public let author: String
    /// The text, its first letter upper-cased; may span lines.
    public let body: String

    /// Prepares every string once, so drawing a row computes nothing.
    public init(comment: Comment) {
        id = comment.id
        title = comment.title.sentenceCased
        author = comment.authorEmail
        body = comment.body.sentenceCased
    }
}
