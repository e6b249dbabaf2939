/// The events the recent searches screen answers to.
@MainActor
public protocol RecentSearchesViewModelInput: ScreenViewModelInput {
    /// Hands the query in that row to whoever asked for the recent searches, which searches for it.
    func didSelect(itemAt index: Int) async
}

/// What the recent searches screen shows.
@MainActor
public protocol RecentSearchesViewModelOutput: ScreenViewModelOutput {
    /// Recent searches that found something, most recent first; empty before the first one.
    var queries: [String] { get }
}

/// The recent searches, a screen the posts flow shows over search when asked; it reports a pick
/// through the closure its coordinator hands it, the search screen's own `didSelect`.
public typealias RecentSearchesViewModel = RecentSearchesViewModelInput & RecentSearchesViewModelOutput
