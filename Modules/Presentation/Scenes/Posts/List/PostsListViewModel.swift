import Observation
import StrataDomain

/// Drives the paged posts list: first load, next pages, refresh, selection and the way to search.
///
/// Only one load runs at a time. `refresh()` cancels a load in flight and its result is dropped, so a
/// slow stale answer can never overwrite a newer one.
@MainActor
@Observable
public final class PostsListViewModel {
    public let title = "Posts"
    public private(set) var state: ListState = .idle
    public private(set) var items: [PostsListItemViewModel] = []
    public private(set) var hasNextPage = false
    public private(set) var isLoadingNextPage = false
    /// Set when a later page failed; the items already shown stay.
    public private(set) var nextPageError: ErrorViewModel?

    @ObservationIgnored private let fetchPostsPage: FetchPostsPageUseCase
    @ObservationIgnored private let actions: PostsListViewModelActions
    @ObservationIgnored private let firstPage: PageRequest
    @ObservationIgnored private var lastLoadedPage: PageRequest?
    @ObservationIgnored private let runner = LatestTaskRunner()

    /// - Parameter firstPage: the page the list starts at, for deep links such as `posts?page=2`.
    public init(
        fetchPostsPage: FetchPostsPageUseCase,
        actions: PostsListViewModelActions = PostsListViewModelActions(),
        firstPage: PageRequest = .first
    ) {
        self.fetchPostsPage = fetchPostsPage
        self.actions = actions
        self.firstPage = firstPage
    }

    /// The page number the list starts at.
    public var firstPageNumber: Int { firstPage.number }

    /// The page `loadNextPage()` would load, if there is one.
    public var nextPageNumber: Int? {
        guard hasNextPage, let lastLoadedPage else { return nil }
        return lastLoadedPage.next.number
    }

    /// Loads the first page unless it is loaded or loading already.
    public func load() async {
        if runner.isRunning {
            await runner.waitForCurrent()
        } else if state.needsLoading {
            await run(firstPage, replacingItems: true)
        }
    }

    /// Reloads from the first page, replacing the items; a load in flight is cancelled.
    public func refresh() async {
        await run(firstPage, replacingItems: true)
    }

    /// Appends the next page; does nothing while anything is loading or when there is no next page.
    public func loadNextPage() async {
        guard !runner.isRunning, state == .loaded, hasNextPage, let lastLoadedPage else { return }
        await run(lastLoadedPage.next, replacingItems: false)
    }

    /// Call when a row becomes visible or selected: reaching the last row loads the next page.
    public func didReach(itemAt index: Int) async {
        if index == items.count - 1 {
            await loadNextPage()
        }
    }

    /// Opens the post in that row.
    public func didSelect(itemAt index: Int) {
        guard items.indices.contains(index) else { return }
        actions.showPostDetails(items[index].id)
    }

    /// Opens the search screen.
    public func showSearch() {
        actions.showSearch()
    }

    private func run(_ request: PageRequest, replacingItems: Bool) async {
        if replacingItems {
            state = .loading
        }
        nextPageError = nil
        isLoadingNextPage = !replacingItems
        let fetchPostsPage = self.fetchPostsPage
        await runner.run { [weak self] in
            let result = await loadResult { () async throws(RepositoryError) in
                try await fetchPostsPage.execute(request)
            }
            guard !Task.isCancelled, let self else { return }
            self.apply(result, replacingItems: replacingItems)
        }
        if !runner.isRunning {
            isLoadingNextPage = false
        }
    }

    private func apply(_ result: Result<Page<Post>, RepositoryError>, replacingItems: Bool) {
        switch result {
        case .success(let page):
            let newItems = page.items.map(PostsListItemViewModel.init)
            items = replacingItems ? newItems : items + newItems
            hasNextPage = page.hasNextPage
            lastLoadedPage = page.request
            state = .loaded
        case .failure(let error) where replacingItems:
            state = .error(ErrorViewModel(error))
        case .failure(let error):
            nextPageError = ErrorViewModel(error)
        }
    }
}
