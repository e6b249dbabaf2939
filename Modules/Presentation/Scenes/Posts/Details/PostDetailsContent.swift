import StrataDomain

/// The post details screen, with every string ready to display.
public struct PostDetailsContent: Hashable, Sendable, Encodable {
    public let postID: Post.ID
    public let authorID: User.ID
    public let title: String
    public let body: String
    /// "by Leanne Graham (@Bret)".
    public let byline: String
    /// "5 comments", "1 comment", "No comments".
    public let commentsSummary: String
    public let comments: [CommentItemViewModel]

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
