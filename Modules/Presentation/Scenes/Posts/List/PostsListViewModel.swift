import Observation
import StrataDomain

/// Drives the paged posts list: first load, next pages, refresh and selection.
///
/// Only one load runs at a time. `refresh()` cancels a load in flight and its result is dropped, so a
/// slow stale answer can never overwrite a newer one.
@MainActor
@Observable
public final class PostsListViewModel {
    /// What the screen shows as a whole. Items stay visible while the next page loads.
    public enum State: Hashable, Sendable {
        case idle
        case loading
        case loaded
        case error(ErrorViewModel)
    }

    public let title = "Posts"
    public private(set) var state: State = .idle
    public private(set) var items: [PostsListItemViewModel] = []
    public private(set) var hasNextPage = false
    public private(set) var isLoadingNextPage = false
    /// Set when a later page failed; the items already shown stay.
    public private(set) var nextPageError: ErrorViewModel?

    private let fetchPostsPage: FetchPostsPageUseCase
    private let actions: PostsListViewModelActions
    private let firstPage: PageRequest
    private var lastLoadedPage: PageRequest?
    private var loadTask: Task<Void, Never>?

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

    /// Loads the first page unless it is loaded or loading already.
    public func load() async {
        if let loadTask {
            await loadTask.value
        } else if state == .idle || isError {
            await run(firstPage, replacingItems: true)
        }
    }

    /// Reloads from the first page, replacing the items; a load in flight is cancelled.
    public func refresh() async {
        await run(firstPage, replacingItems: true)
    }

    /// Appends the next page; does nothing while anything is loading or when there is no next page.
    public func loadNextPage() async {
        guard loadTask == nil, state == .loaded, hasNextPage, let lastLoadedPage else { return }
        await run(lastLoadedPage.next, replacingItems: false)
    }

    /// Call when a row becomes visible or selected: reaching the last row loads the next page.
    public func didReach(itemAt index: Int) async {
        if index == items.count - 1 {
            await loadNextPage()
        }
    }

    public func didSelect(itemAt index: Int) {
        guard items.indices.contains(index) else { return }
        actions.showPostDetails(items[index].id)
    }

    private var isError: Bool {
        if case .error = state { true } else { false }
    }

    private func run(_ request: PageRequest, replacingItems: Bool) async {
        loadTask?.cancel()
        if replacingItems {
            state = .loading
            isLoadingNextPage = false
            nextPageError = nil
        } else {
            isLoadingNextPage = true
            nextPageError = nil
        }
        let fetchPostsPage = self.fetchPostsPage
        let task = Task {
            let result = await loadResult { () async throws(RepositoryError) in
                try await fetchPostsPage.execute(request)
            }
            guard !Task.isCancelled else { return }
            apply(result, replacingItems: replacingItems)
        }
        loadTask = task
        await task.value
        if loadTask == task {
            loadTask = nil
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
