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

    func makePostsListViewModel(firstPage: Int, actions: PostsListViewModelActions) -> PostsListViewModel {
        PostsListViewModel(
            fetchPostsPage: DefaultFetchPostsPageUseCase(posts: posts),
            actions: actions,
            firstPage: PageRequest(number: firstPage)
        )
    }

    func makePostDetailsViewModel(postID: Post.ID, actions: PostDetailsViewModelActions) -> PostDetailsViewModel {
        PostDetailsViewModel(
            postID: postID,
            fetchPostDetails: DefaultFetchPostDetailsUseCase(posts: posts, users: users, comments: comments),
            actions: actions
        )
    }

    func makeCommentsViewModel(postID: Post.ID) -> CommentsViewModel {
        CommentsViewModel(postID: postID, fetchComments: DefaultFetchCommentsUseCase(comments: comments))
    }

    func makeSearchPostsViewModel(initialQuery: String, actions: SearchPostsViewModelActions) -> SearchPostsViewModel {
        SearchPostsViewModel(
            searchPosts: DefaultSearchPostsUseCase(posts: posts, recentSearches: recentSearches),
            fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: recentSearches),
            actions: actions,
            initialQuery: initialQuery
        )
    }
}
