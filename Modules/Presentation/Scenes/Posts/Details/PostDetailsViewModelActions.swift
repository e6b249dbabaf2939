import StrataDomain

/// What the post details screen asks its flow coordinator to do.
public struct PostDetailsViewModelActions {
    /// Opens the author's profile, in the users flow.
    public var showAuthor: @MainActor (User.ID) -> Void
    /// Pushes the full list of comments.
    public var showComments: @MainActor (Post.ID) -> Void

    /// Actions left out do nothing, for tests and previews.
    public init(
        showAuthor: @escaping @MainActor (User.ID) -> Void = { _ in },
        showComments: @escaping @MainActor (Post.ID) -> Void = { _ in }
    ) {
        self.showAuthor = showAuthor
        self.showComments = showComments
    }
}
