import StrataDomain

/// What the posts list asks its flow coordinator to do; the list never navigates by itself.
public struct PostsListViewModelActions {
    /// Opens the post's details.
    public var showPostDetails: @MainActor (Post.ID) -> Void
    /// Opens the search screen.
    public var showSearch: @MainActor () -> Void

    /// Actions left out do nothing, for tests and previews.
    public init(
        showPostDetails: @escaping @MainActor (Post.ID) -> Void = { _ in },
        showSearch: @escaping @MainActor () -> Void = {}
    ) {
        self.showPostDetails = showPostDetails
        self.showSearch = showSearch
    }
}
