import StrataDomain
import StrataPresentation

/// The posts scene container of a test: real view models over the app's stub content, searching
/// without a debounce.
@MainActor
final class StubPostsScene: PostsFlowCoordinatorDependencies {
    private let parent: StubAppDependencies

    init(parent: StubAppDependencies) {
        self.parent = parent
    }

    func makePostsListViewModel(firstPage: PageRequest, actions: PostsListViewModelActions)
        -> any PostsListViewModel
    {
        parent.track(
            DefaultPostsListViewModel(
                fetchPostsPage: DefaultFetchPostsPageUseCase(posts: parent.content), actions: actions,
                firstPage: firstPage))
    }

    func makePostDetailsViewModel(postID: Post.ID, actions: PostDetailsViewModelActions)
        -> any PostDetailsViewModel
    {
        let content = parent.content
        return parent.track(
            DefaultPostDetailsViewModel(
                postID: postID,
                fetchPostDetails: DefaultFetchPostDetailsUseCase(posts: content, users: content, comments: content),
                actions: actions))
    }

    func makeCommentsViewModel(postID: Post.ID) -> any CommentsViewModel {
        parent.track(
            DefaultCommentsViewModel(
                postID: postID, fetchComments: DefaultFetchCommentsUseCase(comments: parent.content))
        )
    }

    func makeRecentSearchesViewModel(didPick: @escaping @MainActor (String) async -> Void)
        -> any RecentSearchesViewModel
    {
        parent.track(
            DefaultRecentSearchesViewModel(
                fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: parent.searches),
                didPick: didPick))
    }

    func makeSearchPostsViewModel(initialQuery: String, actions: SearchPostsViewModelActions)
        -> any SearchPostsViewModel
    {
        parent.track(
            DefaultSearchPostsViewModel(
                searchPosts: DefaultSearchPostsUseCase(posts: parent.content, recentSearches: parent.searches),
                actions: actions, initialQuery: initialQuery, debounce: .zero))
    }
}
