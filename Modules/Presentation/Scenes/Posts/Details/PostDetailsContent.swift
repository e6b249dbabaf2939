import StrataDomain

/// The post details screen, with every string ready to display: the post, and its author and
/// comments as parts that loaded or failed on their own.
public struct PostDetailsContent: Hashable, Sendable {
    /// The post as the repository answered it, for front ends and scripts that need raw values.
    public let post: Post
    /// The post's headline, first letter upper-cased; also the screen title.
    public let title: String
    /// The post's text, first letter upper-cased; may span lines.
    public let body: String
    /// The author, or why the author could not be loaded.
    public let author: ContentPart<User>
    /// "by Leanne Graham (@Bret)", or the author part's failure.
    public let byline: ContentPart<String>
    /// The comment rows in the source's order, or why they could not be loaded.
    public let comments: ContentPart<[CommentItemViewModel]>
    /// How current the parts that loaded are; offline data says so.
    public let freshness: Freshness

    /// Prepares every string once, so drawing the screen computes nothing; also how a preview or a
    /// fake view model makes one.
    public init(_ fetched: Fetched<PostDetails>) {
        let details = fetched.value
        post = details.post
        title = details.post.title.sentenceCased
        body = details.post.body.sentenceCased
        switch details.author {
        case .success(let user):
            author = .loaded(user)
            byline = .loaded("by \(user.name) (@\(user.username))")
        case .failure(let error):
            let failure = ErrorViewModel(error, notFound: "User \(details.post.authorID) does not exist").part("Author")
            author = .failed(failure)
            byline = .failed(failure)
        }
        switch details.comments {
        case .success(let comments): self.comments = .loaded(comments.map(CommentItemViewModel.init))
        case .failure(let error): self.comments = .failed(ErrorViewModel(error).part("Comments"))
        }
        freshness = fetched.freshness
    }

    /// "5 comments", "1 comment", "No comments"; `nil` when the comments did not load.
    public var commentsSummary: String? {
        guard let comments = comments.value else { return nil }
        return switch comments.count {
        case 0: "No comments"
        case 1: "1 comment"
        case let count: "\(count) comments"
        }
    }
}
