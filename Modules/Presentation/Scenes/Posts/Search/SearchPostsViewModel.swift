/// The events the search screen answers to.
@MainActor
public protocol SearchPostsViewModelInput: ScreenViewModelInput {
    /// Call on every keystroke. The search starts once typing pauses; an empty query cancels any search.
    func updateQuery(_ text: String) async
    /// Searches for the current query now, as Enter does.
    func submit() async
    /// Puts `query` in the field and searches for it at once, as picking a recent search does.
    func search(for query: String) async
    /// Asks for the recent searches, shown as a screen of their own; a pick there searches here.
    func showRecentSearches()
    /// Opens the post in that result row; does nothing unless results are shown.
    func didSelect(itemAt index: Int)
}

/// What the search screen shows.
@MainActor
public protocol SearchPostsViewModelOutput: ScreenViewModelOutput {
    /// The text in the query field, as typed; searches use it trimmed.
    var query: String { get }
    /// Nothing asked yet, a search running, its results or its failure.
    var state: SearchPostsState { get }
}

/// The search screen as its views see it; `DefaultSearchPostsViewModel` is the implementation.
public typealias SearchPostsViewModel = SearchPostsViewModelInput & SearchPostsViewModelOutput
