import StrataDomain
import StrataPresentation
import StrataTestSupport

/// The app's dependencies as a test builds them: real view models over stub repositories, and a
/// weak reference to every scene container, session and view model made, so a test can prove what
/// was released.
@MainActor
final class StubAppDependencies: AppFlowCoordinatorDependencies {
    let content = StubContentRepository(
        posts: Fixtures.posts(1...25),
        comments: [Fixtures.comment(id: 1, postID: 1)],
        users: [Fixtures.user(id: 1), Fixtures.user(id: 2)]
    )
    let todos = FakeTodosRepository(todos: [Todo(id: 1, ownerID: 2, title: "write tests", isCompleted: false)])
    let searches = FakeRecentSearchesRepository()
    let albums = StubAlbumsRepository(
        albums: [Fixtures.album(id: 1, ownerID: 1), Fixtures.album(id: 2, ownerID: 1)],
        photos: [Fixtures.photo(id: 1, albumID: 1), Fixtures.photo(id: 2, albumID: 1)])

    private var made: [Weak<AnyObject>] = []
    /// Every session change the coordinator reported, oldest first: a user, or `nil` for a sign-out.
    private(set) var sessionChanges: [User.ID?] = []

    func makePostsFlowCoordinatorDependencies() -> any PostsFlowCoordinatorDependencies {
        track(StubPostsScene(parent: self))
    }

    func makeUsersFlowCoordinatorDependencies() -> any UsersFlowCoordinatorDependencies {
        track(StubUsersScene(parent: self))
    }

    /// Closure-based, as the app's: the sheet chooses among the stub users.
    func makeSignInFlowCoordinatorDependencies() -> SignInFlowCoordinator.Dependencies {
        SignInFlowCoordinator.Dependencies { [unowned self] didSignIn in
            track(DefaultSignInViewModel(fetchUsers: DefaultFetchUsersUseCase(users: content), didSignIn: didSignIn))
        }
    }

    func makeSessionDependencies(for user: User) -> any SessionDependencies {
        track(StubSession(user: user, parent: self))
    }

    func sessionDidChange(to user: User?) {
        sessionChanges.append(user?.id)
    }

    /// How many objects of `kind` made here are still alive.
    func alive<Kind>(_ kind: Kind.Type) -> Int {
        made.count { $0.object is Kind }
    }

    /// Remembers `object` weakly and hands it back.
    func track<Object: AnyObject>(_ object: Object) -> Object {
        made.append(Weak(object))
        return object
    }
}
