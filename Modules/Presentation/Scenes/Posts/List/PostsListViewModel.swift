/// The events the posts list answers to.
@MainActor
public protocol PostsListViewModelInput: ScreenViewModelInput {
    /// Appends the next page; does nothing while one loads or when there is none.
    func loadNextPage() async
    /// Appends every page still to come, one after another, for a jump to the true end of the list;
    /// stops at the last page, at a page that fails (its row says so) or when cancelled.
    func loadAllPages() async
    /// Call when a row becomes visible or selected: reaching the last row loads the next page.
    func didReach(itemAt index: Int) async
    /// Opens the post in that row of the loaded content; does nothing when no content is shown.
    func didSelect(itemAt index: Int)
    /// Opens the search screen.
    func showSearch()
}

/// What the posts list shows.
@MainActor
public protocol PostsListViewModelOutput: ScreenViewModelOutput {
    /// The rows, paging and freshness, inside the case that shows them.
    var state: PostsListState { get }
}

/// The posts list as its views see it; `DefaultPostsListViewModel` is the implementation.
public typealias PostsListViewModel = PostsListViewModelInput & PostsListViewModelOutput

/// What the posts list shows as a whole.
public typealias PostsListState = LoadState<PostsListContent>
