import StrataDomain

/// The factories the posts flow needs, implemented by the app's `PostsSceneDIContainer`: a missing
/// one is a compile error, not a failed lookup.
@MainActor
public protocol PostsFlowCoordinatorDependencies: AnyObject {
    /// The posts list, starting at page `firstPage`, as a `posts?page=N` link asks.
    func makePostsListViewModel(firstPage: PageRequest, actions: PostsListViewModelActions) -> any PostsListViewModel
    /// The details of one post; the flow wires `actions` to its own navigation.
    func makePostDetailsViewModel(postID: Post.ID, actions: PostDetailsViewModelActions) -> any PostDetailsViewModel
    /// The full comments list of one post.
    func makeCommentsViewModel(postID: Post.ID) -> any CommentsViewModel
    /// The recent searches; `didPick` receives the query the user chose.
    func makeRecentSearchesViewModel(didPick: @escaping @MainActor (String) async -> Void)
        -> any RecentSearchesViewModel
    /// The search screen; a non-empty `initialQuery` is searched for on `load()`.
    func makeSearchPostsViewModel(initialQuery: String, actions: SearchPostsViewModelActions)
        -> any SearchPostsViewModel
}
