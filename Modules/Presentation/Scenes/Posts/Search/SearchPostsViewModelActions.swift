import StrataDomain

/// What the search screen asks its flow coordinator to do.
public struct SearchPostsViewModelActions {
    /// Opens the details of a result.
    public var showPostDetails: @MainActor (Post.ID) -> Void

    /// Left out, selecting a result does nothing, for tests and previews.
    public init(showPostDetails: @escaping @MainActor (Post.ID) -> Void = { _ in }) {
        self.showPostDetails = showPostDetails
    }
}
