import Observation
import StrataDomain

/// Drives the paged posts list: first load, next pages, refresh, selection and the way to search.
///
/// Only one load of the first page runs at a time, and a refresh cancels a next page in flight, so a
/// slow stale answer can never overwrite a newer one.
@MainActor
@Observable
public final class DefaultPostsListViewModel: PostsListViewModel {
    /// The header title.
    public let title = "Posts"
    /// The rows, paging and freshness, inside the case that shows them.
    public var state: PostsListState { loader.state }
    /// Whether the first page, a refresh or a next page loads.
    public var isLoading: Bool { loader.isLoading || pages.isRunning }

    private let loader: ContentLoader<PostsListContent>
    private let pages = TaskRunner()
    @ObservationIgnored private let fetchPostsPage: any FetchPostsPageUseCase
    @ObservationIgnored private let actions: PostsListViewModelActions

    /// - Parameters:
    ///   - fetchPostsPage: loads one page; a test hands in a mock.
    ///   - actions: what the list asks its coordinator to do; nothing by default, for previews.
    ///   - firstPage: the page the list starts at, for deep links such as `posts?page=2`.
    public init(
        fetchPostsPage: any FetchPostsPageUseCase,
        actions: PostsListViewModelActions = PostsListViewModelActions(),
        firstPage: PageRequest = .first
    ) {
        self.fetchPostsPage = fetchPostsPage
        self.actions = actions
        loader = ContentLoader { policy async throws(RepositoryError) in
            PostsListContent(try await fetchPostsPage.execute(firstPage, policy: policy))
        }
    }

    /// Loads the first page unless it is loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded()
    }

    /// Reloads from the first page, replacing the rows; a next page in flight is cancelled.
    public func refresh() async {
        pages.cancelAll()
        await loader.reload()
    }

    /// Appends the next page, or retries one that failed; does nothing while anything loads.
    public func loadNextPage() async {
        guard !loader.isLoading, !pages.isRunning, let page = state.content?.nextPage.loadable else { return }
        loader.update { $0.nextPage = .loading(page) }
        let fetchPostsPage = self.fetchPostsPage
        await pages.run(.replacingCurrent) { [weak self] in
            let result = await loadResult { () async throws(RepositoryError) in
                try await fetchPostsPage.execute(page, policy: .fresh)
            }
            guard !Task.isCancelled, let self else { return }
            switch result {
            case .success(let fetched): self.loader.update { $0.append(fetched.value) }
            case .failure(let error): self.loader.update { $0.nextPage = .failed(page, ErrorViewModel(error)) }
            }
        }
    }

    /// Appends every page still to come, waiting first for a next page already in flight.
    public func loadAllPages() async {
        while !Task.isCancelled {
            await pages.waitUntilIdle()
            guard let before = state.content, before.nextPage.loadable != nil else { return }
            await loadNextPage()
            // No progress (a failed page, a refresh meanwhile): stop rather than ask again and again.
            guard let after = state.content, after.items.count > before.items.count else { return }
        }
    }

    /// Reaching the last row loads the next page.
    public func didReach(itemAt index: Int) async {
        if let items = state.content?.items, index == items.count - 1 {
            await loadNextPage()
        }
    }

    /// Opens the post in that row of the loaded content.
    public func didSelect(itemAt index: Int) {
        guard let items = state.content?.items, items.indices.contains(index) else { return }
        actions.showPostDetails(items[index].id)
    }

    /// Opens the search screen.
    public func showSearch() {
        actions.showSearch()
    }
}
