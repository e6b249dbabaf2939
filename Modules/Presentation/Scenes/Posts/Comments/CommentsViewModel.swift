import StrataDomain

/// The comments screen has no events beyond loading and refreshing.
@MainActor
public protocol CommentsViewModelInput: ScreenViewModelInput {}

/// What the comments screen shows.
@MainActor
public protocol CommentsViewModelOutput: ScreenViewModelOutput {
    /// The post whose comments these are.
    var postID: Post.ID { get }
    /// The comment rows, inside the case that shows them.
    var state: CommentsState { get }
}

/// The comments screen as its views see it; `DefaultCommentsViewModel` is the implementation.
public typealias CommentsViewModel = CommentsViewModelInput & CommentsViewModelOutput

/// What the comments screen shows as a whole.
public typealias CommentsState = LoadState<ListContent<CommentItemViewModel>>
