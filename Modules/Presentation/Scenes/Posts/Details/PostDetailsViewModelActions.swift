import StrataDomain

/// What the post details screen asks its flow coordinator to do.
public struct PostDetailsViewModelActions {
    public var showAuthor: @MainActor (User.ID) -> Void
    public var showComments: @MainActor (Post.ID) -> Void

    public init(
        showAuthor: @escaping @MainActor (User.ID) -> Void = { _ in },
        showComments: @escaping @MainActor (Post.ID) -> Void = { _ in }
    ) {
        self.showAuthor = showAuthor
        self.showComments = showComments
    }
}
