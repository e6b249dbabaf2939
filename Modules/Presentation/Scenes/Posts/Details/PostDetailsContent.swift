import StrataDomain

/// The post details screen, with every string ready to display.
public struct PostDetailsContent: Hashable, Sendable, Encodable {
    /// The post's id, for the "comments" action.
    public let postID: Post.ID
    /// The author's id, for the "show author" action.
    public let authorID: User.ID
    /// The post's headline, first letter upper-cased; also the screen title.
    public let title: String
    /// The post's text, first letter upper-cased; may span lines.
    public let body: String
    /// "by Leanne Graham (@Bret)".
    public let byline: String
    /// "5 comments", "1 comment", "No comments".
    public let commentsSummary: String
    /// The comment rows, in the source's order.
    public let comments: [CommentItemViewModel]

    /// Prepares every string once, so drawing the screen computes nothing.
    public init(_ details: PostDetails) {
        postID = details.post.id
        authorID = details.author.id
        title = details.post.title.sentenceCased
        body = details.post.body.sentenceCased
        byline = "by \(details.author.name) (@\(details.author.username))"
        commentsSummary =
            switch details.comments.count {
            case 0: "No comments"
            case 1: "1 comment"
            case let count: "\(count) comments"
            }
        comments = details.comments.map(CommentItemViewModel.init)
    }
}
