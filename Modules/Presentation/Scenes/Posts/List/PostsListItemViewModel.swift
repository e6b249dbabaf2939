import StrataDomain

/// One row of a posts list, with display-ready text and the post it shows.
public struct PostsListItemViewModel: Identifiable, Hashable, Sendable {
    /// The post this row shows, for front ends and scripts that need its raw values.
    public let post: Post
    /// The headline, first letter upper-cased.
    public let title: String
    /// The first line of the body, as a preview under the title.
    public let excerpt: String

    /// The post's id, for selection and diffing.
    public var id: Post.ID { post.id }

    /// Prepares every string once, so drawing a row computes nothing.
    public init(post: Post) {
        self.post = post
        title = post.title.sentenceCased
        excerpt = post.body.firstLine.sentenceCased
    }
}
