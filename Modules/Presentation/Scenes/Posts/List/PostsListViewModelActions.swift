import StrataDomain

/// What the posts list asks its flow coordinator to do; the list never navigates by itself.
public struct PostsListViewModelActions {
    public var showPostDetails: @MainActor (Post.ID) -> Void
    public var showSearch: @MainActor () -> Void

    public init(
        showPostDetails: @escaping @MainActor (Post.ID) -> Void = { _ in },
        showSearch: @escaping @MainActor () -> Void = {}
    ) {
        self.showPostDetails = showPostDetails
        self.showSearch = showSearch
    }
}
