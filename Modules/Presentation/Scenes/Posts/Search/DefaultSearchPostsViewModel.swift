import Observation
import StrataDomain

/// Drives post search: a query typed live (debounced), submitted at once with Enter or by picking a
/// recent search, which the flow shows as a screen of its own when asked (`showRecentSearches()`).
///
/// Each new query cancels the search before it, so results always belong to the query on screen.
@MainActor
@Observable
public final class DefaultSearchPostsViewModel: SearchPostsViewModel {
    /// The header title.
    public let title = "Search"
    /// The text in the query field, as typed.
    public private(set) var query: String
    /// What shows below the field; idle until something is searched for.
    public private(set) var state: SearchPostsState = .idle
    /// Whether a search runs.
    public var isLoading: Bool { tasks.isRunning }

    private let tasks = TaskRunner()
    @ObservationIgnored private let searchPosts: any SearchPostsUseCase
    @ObservationIgnored private let actions: SearchPostsViewModelActions
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private let clock: any Clock<Duration>

    /// - Parameters:
    ///   - searchPosts: searches, and remembers what was submitted.
    ///   - actions: what search asks its coordinator to do.
    ///   - initialQuery: a query to search for on `load()`, as a `search/QUERY` link asks.
    ///   - debounce: how long typing must pause before a search starts, measured on `clock`.
    ///   - clock: what the debounce sleeps on; a test hands in one that does not really wait.
    public init(
        searchPosts: any SearchPostsUseCase,
        actions: SearchPostsViewModelActions = SearchPostsViewModelActions(),
        initialQuery: String = "",
        debounce: Duration = .milliseconds(300),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.query = initialQuery
        self.searchPosts = searchPosts
        self.actions = actions
        self.debounce = debounce
        self.clock = clock
    }

    /// Searches for the initial query if there is one.
    public func load() async {
        if case .idle = state, !RecentSearches.normalized(query).isEmpty {
            await submit()
        }
    }

    /// Searches again for the current query; with the query empty there is nothing to refresh.
    public func refresh() async {
        guard !RecentSearches.normalized(query).isEmpty else { return }
        await submit()
    }

    /// Starts a search once typing pauses, not remembered as a recent search; an empty query cancels
    /// any search and goes back to idle.
    public func updateQuery(_ text: String) async {
        query = text
        guard !RecentSearches.normalized(text).isEmpty else {
            tasks.cancelAll()
            state = .idle
            return
        }
        await search(text, after: debounce, remember: false)
    }

    /// Searches for the current query now.
    public func submit() async {
        await search(query, after: .zero, remember: true)
    }

    /// Puts `query` in the field and searches for it now.
    public func search(for query: String) async {
        self.query = query
        await submit()
    }

    /// Hands the coordinator this screen's `didSelect`: a pick among the recent searches searches
    /// here, if this screen is still there (it is held weakly, so the other screen never keeps it).
    public func showRecentSearches() {
        actions.showRecentSearches { [weak self] query in await self?.search(for: query) }
    }

    /// Opens the post in that result row.
    public func didSelect(itemAt index: Int) {
        guard case .results(let results) = state, results.items.indices.contains(index) else { return }
        actions.showPostDetails(results.items[index].id)
    }

    private func search(_ text: String, after delay: Duration, remember: Bool) async {
        let trimmed = RecentSearches.normalized(text)
        guard !trimmed.isEmpty else { return }
        let searchPosts = self.searchPosts
        let clock = self.clock
        await tasks.run(.replacingCurrent) { [weak self] in
            if delay > .zero {
                try? await clock.sleep(for: delay)
            }
            guard !Task.isCancelled, let self else { return }
            self.state = .searching(query: trimmed)
            let result = await loadResult { () async throws(RepositoryError) in
                try await searchPosts.execute(query: trimmed, remember: remember)
            }
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let posts):
                let items = posts.value.map(PostsListItemViewModel.init)
                self.state = .results(SearchResults(query: trimmed, items: items, freshness: posts.freshness))
            case .failure(let error):
                self.state = .failed(query: trimmed, ErrorViewModel(error))
            }
        }
    }
}
