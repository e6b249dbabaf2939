import StrataDomain

/// The factories the posts flow needs, implemented by the app's `PostsSceneDIContainer`: a missing
/// one is a compile error, not a failed lookup.
@MainActor
public protocol PostsFlowCoordinatorDependencies: AnyObject {
    func makePostsListViewModel(firstPage: Int, actions: PostsListViewModelActions) -> PostsListViewModel
    func makePostDetailsViewModel(postID: Post.ID, actions: PostDetailsViewModelActions) -> PostDetailsViewModel
    func makeCommentsViewModel(postID: Post.ID) -> CommentsViewModel
    func makeSearchPostsViewModel(initialQuery: String, actions: SearchPostsViewModelActions) -> SearchPostsViewModel
}
