/// A piece of writing published by a user; the main content of the app.
public struct Post: Identifiable, Hashable, Sendable {
    /// The source's integer id; stable across launches, so screens and routes refer to posts by it.
    public typealias ID = Int

    /// The source's id; also the local id, since posts are read-only and never renumbered.
    public let id: ID
    /// The user who wrote the post, to load the author's name for the details screen.
    public let authorID: User.ID
    /// The post's headline, shown in lists and as the details title.
    public let title: String
    /// The full text; may contain line breaks.
    public let body: String

    /// Builds a post from values the Data layer has already mapped; nothing is validated here.
    public init(id: ID, authorID: User.ID, title: String, body: String) {
        self.id = id
        self.authorID = authorID
        self.title = title
        self.body = body
    }
}
