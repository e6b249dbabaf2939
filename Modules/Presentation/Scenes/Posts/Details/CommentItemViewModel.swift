import StrataDomain

/// One comment as a list row shows it.
public struct CommentItemViewModel: Identifiable, Hashable, Sendable, Encodable {
    public let id: Comment.ID
    public let title: String
    public let author: String
    public let body: String

    public init(comment: Comment) {
        id = comment.id
        title = comment.title.sentenceCased
        author = comment.authorEmail
        body = comment.body.sentenceCased
    }
}
