import StrataDomain
import StrataPresentation
import StrataTestSupport

/// Builds real view models over stub repositories, and keeps weak references to every scene container
/// and session it made, so tests can prove they are released.
@MainActor
final class StubAppDependencies: AppFlowCoordinatorDependencies {
    let content = StubContentRepository(
        posts: Fixtures.posts(1...25),
        comments: [Fixtures.comment(id: 1, postID: 1)],
        users: [Fixtures.user(id: 1), Fixtures.user(id: 2)]
    )
    let todos = FakeTodosRepository(todos: [Todo(id: 1, ownerID: 1, title: "write tests", isCompleted: false)])
    let searches = FakeRecentSearches()

    private(set) var scenes: [WeakBox] = []

    func makePostsFlowCoordinatorDependencies() -> any PostsFlowCoordinatorDependencies {
        track(PostsScene(parent: self))
    }

    func makeUsersFlowCoordinatorDependencies() -> any UsersFlowCoordinatorDependencies {
        track(UsersScene(parent: self))
    }

    func makeSessionFlowCoordinatorDependencies() -> any SessionFlowCoordinatorDependencies {
        track(SignInScene(parent: self))
    }

    func makeSessionDependencies(for user: User) -> any SessionDependencies {
        track(Session(user: user, parent: self))
    }

    /// The containers of a kind still alive.
    func alive<Scene: AnyObject>(_ kind: Scene.Type) -> Int {
        scenes.filter { $0.object is Scene }.count
    }

    private func track<Scene: AnyObject>(_ scene: Scene) -> Scene {
        scenes.append(WeakBox(scene))
        return scene
    }

    final class PostsScene: PostsFlowCoordinatorDependencies {
        private let parent: StubAppDependencies
        init(parent: StubAppDependencies) { self.parent = parent }

        func makePostsListViewModel(firstPage: Int, actions: PostsListViewModelActions) -> PostsListViewModel {
            PostsListViewModel(
                fetchPostsPage: DefaultFetchPostsPageUseCase(posts: parent.content),
                actions: actions,
                firstPage: PageRequest(number: firstPage)
            )
        }

        func makePostDetailsViewModel(postID: Post.ID, actions: PostDetailsViewModelActions) -> PostDetailsViewModel {
            let content = parent.content
            return PostDetailsViewModel(
                postID: postID,
                fetchPostDetails: DefaultFetchPostDetailsUseCase(posts: content, users: content, comments: content),
                actions: actions
            )
        }

        func makeCommentsViewModel(postID: Post.ID) -> CommentsViewModel {
            CommentsViewModel(postID: postID, fetchComments: DefaultFetchCommentsUseCase(comments: parent.content))
        }

        func makeSearchPostsViewModel(initialQuery: String, actions: SearchPostsViewModelActions)
            -> SearchPostsViewModel
        {
            SearchPostsViewModel(
                searchPosts: DefaultSearchPostsUseCase(posts: parent.content, recentSearches: parent.searches),
                fetchRecentSearches: DefaultFetchRecentSearchesUseCase(recentSearches: parent.searches),
                actions: actions,
                initialQuery: initialQuery,
                debounce: .zero
            )
        }
    }

    final class UsersScene: UsersFlowCoordinatorDependencies {
        private let parent: StubAppDependencies
        init(parent: StubAppDependencies) { self.parent = parent }

        func makeUsersListViewModel() -> UsersListViewModel {
            UsersListViewModel(fetchUsers: DefaultFetchUsersUseCase(users: parent.content))
        }

        func makeUserProfilePresenter(userID: User.ID, actions: UserProfilePresenterActions) -> UserProfilePresenter {
            UserProfilePresenter(
                userID: userID, fetchUser: DefaultFetchUserUseCase(users: parent.content), actions: actions)
        }

        func makeUserPostsViewModel(userID: User.ID, showPostDetails: @escaping @MainActor (Post.ID) -> Void)
            -> UserPostsViewModel
        {
            UserPostsViewModel(
                userID: userID,
                fetchUserPosts: DefaultFetchUserPostsUseCase(posts: parent.content),
                showPostDetails: showPostDetails
            )
        }

        func makeUserTodosViewModel(userID: User.ID) -> TodosViewModel {
            TodosViewModel(ownerID: userID, isEditable: false, useCases: TodosUseCases(todos: parent.todos))
        }
    }

    final class SignInScene: SessionFlowCoordinatorDependencies {
        private let parent: StubAppDependencies
        init(parent: StubAppDependencies) { self.parent = parent }

        func makeSignInViewModel(didSignIn: @escaping @MainActor (User) -> Void) -> SignInViewModel {
            SignInViewModel(fetchUsers: DefaultFetchUsersUseCase(users: parent.content), didSignIn: didSignIn)
        }
    }

    final class Session: SessionDependencies {
        let user: User
        private let parent: StubAppDependencies
        init(user: User, parent: StubAppDependencies) {
            self.user = user
            self.parent = parent
        }

        func makeTodosFlowCoordinatorDependencies() -> any TodosFlowCoordinatorDependencies {
            parent.track(TodosScene(owner: user, todos: parent.todos))
        }
    }

    final class TodosScene: TodosFlowCoordinatorDependencies {
        private let owner: User
        private let todos: FakeTodosRepository
        init(owner: User, todos: FakeTodosRepository) {
            self.owner = owner
            self.todos = todos
        }

        func makeTodosViewModel() -> TodosViewModel {
            TodosViewModel(ownerID: owner.id, isEditable: true, useCases: TodosUseCases(todos: todos))
        }
    }
}

/// A weak reference, to observe when something is released.
@MainActor
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
