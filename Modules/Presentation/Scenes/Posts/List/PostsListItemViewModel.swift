import StrataDomain

/// One row of the posts list, with display-ready text.
public struct PostsListItemViewModel: Identifiable, Hashable, Sendable, Encodable {
    /// The post's id, for selection and diffing.
    public let id: Post.ID
    /// The headline, first letter upper-cased.
    public let title: String
    /// The first line of the body, as a preview under the title.
    public let excerpt: String

    /// Prepares every string once, so drawing a row computes nothing.
    public init(post: Post) {
        id = post.id
        title = post.title.sentenceCased
        excerpt = post.body.firstLine.sentenceCased
    }
}
