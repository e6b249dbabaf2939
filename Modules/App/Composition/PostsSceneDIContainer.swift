import StrataDomain
import StrataPresentation

/// Makes the use cases and view models of the posts scene. One exists per running posts flow and goes
/// away with it.
@MainActor
final class PostsSceneDIContainer: PostsFlowCoordinatorDependencies {
    private let posts: any PostsRepository
    private let comments: any CommentsRepository
    private let users: any UsersRepository
    private let recentSearches: any RecentSearchesRepository

    init(
        posts: any PostsRepository,
        comments: any CommentsRepository,
        users: any UsersRepository,
        recentSearches: any RecentSearchesRepository
    ) {
        self.posts = posts
        self.comments = comments
        self.users = users
        self.recentSearches = recentSearches
    }

    func makePostsListViewModel(firstPage: PageRequest, actions: PostsListViewModelActions) -> any PostsListViewModel {
        DefaultPostsListViewModel(
            fetchPostsPage: DefaultFetchPostsPageUseCase(posts: posts), actions: actions, firstPage: firstPage)
    }

    func makePostDetailsViewModel(postID: Post.ID, actions: PostDetailsViewModelActions) -> any PostDetailsViewModel {
        DefaultPostDetailsViewModel(
            postID: postID,
            fetchPostDetails: DefaultFetchPostDetailsUseCase(posts: posts, users: users, comments: comments),
            actions: actions
        )
    }

    func makeCommentsViewModel(postID: Post.ID) -> any CommentsViewModel {
        DefaultCommentsViewModel(postID: postID, fetchComments: DefaultFetchCommentsUseCase(comments: comments))
    }

    func makeRecentSearchesViewModel(didPick: @escaping @MainActor (String) async -> Void)
        -> any RecentSearchesViewModel
    {
        DefaultRecentSearchesViewModel(
            fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: recentSearches), didPick: didPick)
    }

    func makeSearchPostsViewModel(initialQuery: String, actions: SearchPostsViewModelActions)
        -> any SearchPostsViewModel
    {
        DefaultSearchPostsViewModel(
            searchPosts: DefaultSearchPostsUseCase(posts: posts, recentSearches: recentSearches),
            actions: actions,
            initialQuery: initialQuery
        )
    }
}
