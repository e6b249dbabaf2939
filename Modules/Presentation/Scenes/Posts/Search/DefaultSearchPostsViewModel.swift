import Observation
import StrataDomain

/// Drives post search: a query typed live (debounced), submitted at once with Enter or by picking a
/// suggestion, and the recent-search suggestions shown as a child while the query is empty.
///
/// Each new query cancels the search before it, so results always belong to the query on screen.
@MainActor
@Observable
public final class DefaultSearchPostsViewModel: SearchPostsViewModel {
    /// The header title.
    public let title = "Search"
    /// The text in the query field, as typed.
    public private(set) var query: String
    /// What shows below the field; starts on the suggestions.
    public private(set) var state: SearchPostsState = .suggesting
    /// The recent-search suggestions, shown while the query is empty.
    public let suggestions: any RecentSearchesViewModel
    /// Whether a search runs, or the suggestions load.
    public var isLoading: Bool { tasks.isRunning || suggestions.isLoading }

    private let tasks = TaskRunner()
    @ObservationIgnored private let searchPosts: any SearchPostsUseCase
    @ObservationIgnored private let actions: SearchPostsViewModelActions
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private let clock: any Clock<Duration>

    /// - Parameters:
    ///   - searchPosts: searches, and remembers what was submitted.
    ///   - makeSuggestions: makes the suggestions shown while the query is empty, handed this screen's
    ///     `didSelect` (its own `search(for:)`, held weakly); the coordinator passes it on to the
    ///     suggestions' factory, as the reference app hands its list's `didSelect` to the query
    ///     suggestions, so neither screen knows the other's type.
    ///   - actions: what search asks its coordinator to do.
    ///   - initialQuery: a query to search for on `load()`, as a `search/QUERY` link asks.
    ///   - debounce: how long typing must pause before a search starts, measured on `clock`.
    ///   - clock: what the debounce sleeps on; a test hands in one that does not really wait.
    public init(
        searchPosts: any SearchPostsUseCase,
        suggestions makeSuggestions: (_ didSelect: @escaping @MainActor (String) async -> Void) ->
            any RecentSearchesViewModel,
        actions: SearchPostsViewModelActions = SearchPostsViewModelActions(),
        initialQuery: String = "",
        debounce: Duration = .milliseconds(300),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.query = initialQuery
        self.searchPosts = searchPosts
        // `self` does not exist yet when the suggestions are made, so their pick reaches it through a
        // weak reference set below; the screen owns its suggestions, never the other way round.
        let target = SearchTarget()
        self.suggestions = makeSuggestions { query in await target.screen?.search(for: query) }
        self.actions = actions
        self.debounce = debounce
        self.clock = clock
        target.screen = self
    }

    /// Loads the suggestions, and searches for the initial query if there is one.
    public func load() async {
        await suggestions.load()
        if case .suggesting = state, !RecentSearches.normalized(query).isEmpty {
            await submit()
        }
    }

    /// Searches again for the current query, or reloads the suggestions while it is empty.
    public func refresh() async {
        if RecentSearches.normalized(query).isEmpty {
            await suggestions.refresh()
        } else {
            await submit()
        }
    }

    /// Starts a search once typing pauses, not remembered for suggestions; an empty query shows the
    /// suggestions again.
    public func updateQuery(_ text: String) async {
        query = text
        guard !RecentSearches.normalized(text).isEmpty else {
            tasks.cancelAll()
            state = .suggesting
            await suggestions.refresh()
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
                await self.suggestions.refresh()
            case .failure(let error):
                self.state = .failed(query: trimmed, ErrorViewModel(error))
            }
        }
    }
}

/// Where the suggestions' pick goes: the search screen, weakly, once it exists.
@MainActor
private final class SearchTarget {
    weak var screen: DefaultSearchPostsViewModel?
}
