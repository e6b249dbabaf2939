import StrataDomain

/// What the search screen asks its flow coordinator to do.
public struct SearchPostsViewModelActions {
    public var showPostDetails: @MainActor (Post.ID) -> Void

    public init(showPostDetails: @escaping @MainActor (Post.ID) -> Void = { _ in }) {
        self.showPostDetails = showPostDetails
    }
}
