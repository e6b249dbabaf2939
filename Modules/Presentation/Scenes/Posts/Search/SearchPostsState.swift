import StrataDomain

/// What the search screen shows below the query field.
public enum SearchPostsState: Hashable, Sendable {
    /// The query is empty: nothing is searched for.
    case idle
    /// A search for `query` runs.
    case searching(query: String)
    /// The answer to `query`, possibly no posts.
    case results(SearchResults)
    /// The search for `query` failed; the message says why.
    case failed(query: String, ErrorViewModel)
}

/// The posts a search found.
public struct SearchResults: Hashable, Sendable {
    /// The query as it was searched for, trimmed.
    public let query: String
    /// The posts whose text contains the query.
    public let items: [PostsListItemViewModel]
    /// How current the results are: offline, the search runs over stored posts and says so.
    public let freshness: Freshness

    /// The posts found for `query`, as the view model, a preview or a fake makes them.
    public init(query: String, items: [PostsListItemViewModel], freshness: Freshness) {
        self.query = query
        self.items = items
        self.freshness = freshness
    }
}
