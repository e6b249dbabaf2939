import StrataDomain

/// The events the post details screen answers to.
@MainActor
public protocol PostDetailsViewModelInput: ScreenViewModelInput {
    /// Opens the author's profile, once the post and its author are loaded.
    func showAuthor()
    /// Opens the full list of comments.
    func showComments()
}

/// What the post details screen shows.
@MainActor
public protocol PostDetailsViewModelOutput: ScreenViewModelOutput {
    /// The post being shown, known before it loads.
    var postID: Post.ID { get }
    /// The post with its author and comments, each part loaded or failed on its own.
    var state: PostDetailsState { get }
}

/// The post details screen as its views see it; `DefaultPostDetailsViewModel` is the implementation.
public typealias PostDetailsViewModel = PostDetailsViewModelInput & PostDetailsViewModelOutput

/// What the post details screen shows as a whole: failed only when the post itself did not load.
public typealias PostDetailsState = LoadState<PostDetailsContent>
