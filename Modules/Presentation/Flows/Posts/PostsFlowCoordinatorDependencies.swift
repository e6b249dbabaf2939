import StrataDomain

/// The factories the posts flow needs, implemented by the app's `PostsSceneDIContainer`: a missing
/// one is a compile error, not a failed lookup.
@MainActor
public protocol PostsFlowCoordinatorDependencies: AnyObject {
    /// The posts list, starting at page `firstPage` (from 1), as a `posts?page=N` link asks.
    func makePostsListViewModel(firstPage: Int, actions: PostsListViewModelActions) -> PostsListViewModel
    /// The details of one post; the flow wires `actions` to its own navigation.
    func makePostDetailsViewModel(postID: Post.ID, actions: PostDetailsViewModelActions) -> PostDetailsViewModel
    /// The full comments list of one post.
    func makeCommentsViewModel(postID: Post.ID) -> CommentsViewModel
    /// The search screen; a non-empty `initialQuery` is searched for on `load()`.
    func makeSearchPostsViewModel(initialQuery: String, actions: SearchPostsViewModelActions) -> SearchPostsViewModel
}
