import Observation
import StrataDomain

/// Drives the paged posts list: first load, next pages, refresh, selection and the way to search.
///
/// Only one load runs at a time. `refresh()` cancels a load in flight and its result is dropped, so a
/// slow stale answer can never overwrite a newer one.
@MainActor
@Observable
public final class PostsListViewModel {
    /// The header title.
    public let title = "Posts"
    /// The first page's loading state; later pages report through `isLoadingNextPage` and `nextPageError`.
    public private(set) var state: ListState = .idle
    /// Every row loaded so far, pages appended in order.
    public private(set) var items: [PostsListItemViewModel] = []
    /// Whether `loadNextPage()` has more to fetch.
    public private(set) var hasNextPage = false
    /// `true` while a later page loads, for a spinner below the rows.
    public private(set) var isLoadingNextPage = false
    /// Set when a later page failed; the items already shown stay.
    public private(set) var nextPageError: ErrorViewModel?
    /// How current the first page is; offline data says so.
    public private(set) var freshness: Freshness?

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

    /// The first page shows the stored copy at once, then the fresh one; later pages are fetched
    /// fresh and appended.
    private func run(_ request: PageRequest, replacingItems: Bool) async {
        if replacingItems, state != .loaded {
            state = .loading
        }
        nextPageError = nil
        isLoadingNextPage = !replacingItems
        let fetchPostsPage = self.fetchPostsPage
        await runner.run { [weak self] in
            guard let self else { return }
            if replacingItems {
                await CacheThenNetwork.load(
                    showsContent: self.state == .loaded,
                    fetch: { policy async throws(RepositoryError) in
                        try await fetchPostsPage.execute(request, policy: policy)
                    },
                    show: { self.show($0, replacingItems: true) },
                    fail: { self.state = .error(ErrorViewModel($0)) }
                )
            } else {
                let result = await loadResult { () async throws(RepositoryError) in
                    try await fetchPostsPage.execute(request, policy: .fresh)
                }
                guard !Task.isCancelled else { return }
                switch result {
                case .success(let page): self.show(page, replacingItems: false)
                case .failure(let error): self.nextPageError = ErrorViewModel(error)
                }
            }
        }
        if !runner.isRunning {
            isLoadingNextPage = false
        }
    }

    private func show(_ fetched: Fetched<Page<Post>>, replacingItems: Bool) {
        let page = fetched.value
        let newItems = page.items.map(PostsListItemViewModel.init)
        items = replacingItems ? newItems : items + newItems
        hasNextPage = page.hasNextPage
        lastLoadedPage = page.request
        if replacingItems {
            freshness = fetched.freshness
        }
        state = .loaded
    }
}
