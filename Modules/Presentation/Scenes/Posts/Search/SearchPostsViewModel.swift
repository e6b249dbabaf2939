import Observation
import StrataDomain

/// Drives post search: a query typed live (debounced), submitted at once with Enter, and recent
/// queries suggested while the query is empty.
///
/// Each new query cancels the search before it, so results always belong to the query on screen.
@MainActor
@Observable
public final class SearchPostsViewModel {
    /// What the screen shows below the query field.
    public enum State: Hashable, Sendable {
        /// The query is empty: the screen lists `suggestions`.
        case suggesting
        /// A search for the current query runs; `results` may still hold the previous query's rows.
        case searching
        /// `results` holds the answer to the current query, possibly empty.
        case results
        /// The search failed; the message says why.
        case error(ErrorViewModel)
    }

    /// The header title.
    public let title = "Search"
    /// The text in the query field, as typed; searches use it trimmed.
    public private(set) var query = ""
    /// What shows below the field; starts on the suggestions.
    public private(set) var state: State = .suggesting
    /// The result rows of the last finished search; empty while suggesting or after a failure.
    public private(set) var results: [PostsListItemViewModel] = []
    /// How current the results are: offline, the search runs over stored posts and says so.
    public private(set) var freshness: Freshness?
    /// Recent successful queries, most recent first.
    public private(set) var suggestions: [String] = []

    @ObservationIgnored private let searchPosts: SearchPostsUseCase
    @ObservationIgnored private let fetchRecentSearches: FetchRecentSearchesUseCase
    @ObservationIgnored private let actions: SearchPostsViewModelActions
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private let runner = LatestTaskRunner()

    /// - Parameters:
    ///   - initialQuery: a query to search for on `load()`, as a `search/QUERY` link asks.
    ///   - debounce: how long typing must pause before a search starts.
    public init(
        searchPosts: SearchPostsUseCase,
        fetchRecentSearches: FetchRecentSearchesUseCase,
        actions: SearchPostsViewModelActions = SearchPostsViewModelActions(),
        initialQuery: String = "",
        debounce: Duration = .milliseconds(300)
    ) {
        self.query = initialQuery
        self.searchPosts = searchPosts
        self.fetchRecentSearches = fetchRecentSearches
        self.actions = actions
        self.debounce = debounce
    }

    /// Loads the suggestions, and searches for the initial query if there is one; call when the screen
    /// appears.
    public func load() async {
        await loadSuggestions()
        if state == .suggesting, !RecentSearches.normalized(query).isEmpty {
            await submit()
        }
    }

    /// Call on every keystroke. The search starts once typing pauses; an empty query cancels any search
    /// and shows the suggestions again.
    public func updateQuery(_ text: String) async {
        query = text
        guard !RecentSearches.normalized(text).isEmpty else {
            runner.cancel()
            state = .suggesting
            results = []
            await loadSuggestions()
            return
        }
        await search(text, after: debounce)
    }

    /// Searches for the current query now, as Enter does.
    public func submit() async {
        await search(query, after: .zero)
    }

    /// Searches for a suggested query.
    public func selectSuggestion(at index: Int) async {
        guard suggestions.indices.contains(index) else { return }
        query = suggestions[index]
        await submit()
    }

    /// Opens the post in that result row.
    public func didSelect(itemAt index: Int) {
        guard results.indices.contains(index) else { return }
        actions.showPostDetails(results[index].id)
    }

    private func loadSuggestions() async {
        suggestions = (try? await fetchRecentSearches.execute()) ?? []
    }

    private func search(_ text: String, after delay: Duration) async {
        let searchPosts = self.searchPosts
        await runner.run { [weak self] in
            if delay > .zero {
                try? await Task.sleep(for: delay)
            }
            guard !Task.isCancelled, let self else { return }
            self.state = .searching
            let result = await loadResult { () async throws(RepositoryError) in
                try await searchPosts.execute(query: text)
            }
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let posts):
                self.results = posts.value.map(PostsListItemViewModel.init)
                self.freshness = posts.freshness
                self.state = .results
                await self.loadSuggestions()
            case .failure(let error):
                self.results = []
                self.state = .error(ErrorViewModel(error))
            }
        }
    }
}
