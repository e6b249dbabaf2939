import StrataDomain

/// One comment as a list row shows it, with the comment it shows.
public struct CommentItemViewModel: Identifiable, Hashable, Sendable {
    /// The comment this row shows, for front ends and scripts that need its raw values.
    public let comment: Comment
    /// The subject line, its first letter upper-cased.
    public let title: String
    /// The text, its first letter upper-cased; may span lines.
    public let body: String

    /// The comment's id, for list diffing.
    public var id: Comment.ID { comment.id }
    /// The commenter's email, as the author line.
    public var author: String { comment.authorEmail }

    /// Prepares every string once, so drawing a row computes nothing.
    public init(comment: Comment) {
        self.comment = comment
        title = comment.title.sentenceCased
        body = comment.body.sentenceCased
    }
}
