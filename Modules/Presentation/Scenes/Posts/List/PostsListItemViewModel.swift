import StrataDomain

/// One row of the posts list, with display-ready text.
public struct PostsListItemViewModel: Identifiable, Hashable, Sendable, Encodable {
    public let id: Post.ID
    public let title: String
    /// The first line of the body, as a preview under the title.
    public let excerpt: String

    public init(post: Post) {
        id = post.id
        title = post.title.sentenceCased
        excerpt = post.body.firstLine.sentenceCased
    }
}
