/// The events the recent-search suggestions answer to.
@MainActor
public protocol RecentSearchesViewModelInput: ScreenViewModelInput {
    /// Hands the query in that row to whoever showed the suggestions, which searches for it.
    func didSelect(itemAt index: Int) async
}

/// What the recent-search suggestions show.
@MainActor
public protocol RecentSearchesViewModelOutput: ScreenViewModelOutput {
    /// Recent searches that found something, most recent first; empty before the first one.
    var queries: [String] { get }
}

/// The suggestions list shown inside search while the query is empty, a view model of its own that
/// reports a pick through the closure its coordinator hands it.
public typealias RecentSearchesViewModel = RecentSearchesViewModelInput & RecentSearchesViewModelOutput
