import StrataDomain

/// What the search screen asks its flow coordinator to do.
public struct SearchPostsViewModelActions {
    /// Opens the details of a result.
    public var showPostDetails: @MainActor (Post.ID) -> Void
    /// Shows the recent searches as a screen of their own, handing them `didSelect`: the search
    /// screen's own way to search for a picked query. The coordinator passes it on, as the reference
    /// app's coordinator hands its list's `didSelect` to the query suggestions, so neither screen
    /// knows the other's type.
    public var showRecentSearches: @MainActor (_ didSelect: @escaping @MainActor (String) async -> Void) -> Void

    /// Left out, selecting a result or asking for recent searches does nothing, for tests and previews.
    public init(
        showPostDetails: @escaping @MainActor (Post.ID) -> Void = { _ in },
        showRecentSearches: @escaping @MainActor (_ didSelect: @escaping @MainActor (String) async -> Void) -> Void =
            { _ in }
    ) {
        self.showPostDetails = showPostDetails
        self.showRecentSearches = showRecentSearches
    }
}
