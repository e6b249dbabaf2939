import StrataDomain
import StrataPresentation

/// Makes the use cases and view models of the posts scene from the repositories the app container
/// hands it.
@MainActor
final class PostsSceneDIContainer {
    private let posts: any PostsRepository
    private let comments: any CommentsRepository
    private let users: any UsersRepository

    nonisolated init(posts: any PostsRepository, comments: any CommentsRepository, users: any UsersRepository) {
        self.posts = posts
        self.comments = comments
        self.users = users
    }

    func makePostsListViewModel(
        firstPage: PageRequest = .first,
        actions: PostsListViewModelActions = PostsListViewModelActions()
    ) -> PostsListViewModel {
        PostsListViewModel(fetchPostsPage: FetchPostsPageUseCase(posts: posts), actions: actions, firstPage: firstPage)
    }

    func makePostDetailsViewModel(
        postID: Post.ID,
        actions: PostDetailsViewModelActions = PostDetailsViewModelActions()
    ) -> PostDetailsViewModel {
        PostDetailsViewModel(
            postID: postID,
            fetchPostDetails: FetchPostDetailsUseCase(posts: posts, users: users, comments: comments),
            actions: actions
        )
    }
}
