import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("Screen")
struct ScreenTests {
    @Test("a screen is identified by its view model and titled by it")
    func identityAndTitle() {
        let comments = DefaultCommentsViewModel(
            postID: 3, fetchComments: MockFetchCommentsUseCase { _ in .failure(.notFound) })
        let other = DefaultCommentsViewModel(
            postID: 3, fetchComments: MockFetchCommentsUseCase { _ in .failure(.notFound) })

        let screen = Screen.comments(comments)

        #expect(screen.id == ObjectIdentifier(comments))
        #expect(screen.id == Screen.comments(comments).id)
        #expect(screen.id != Screen.comments(other).id)
        #expect(screen.title == "Comments on post 3")
        #expect(screen.viewModel === comments)
    }

    @Test("the presenter of the MVP profile is the screen's view model, so it loads like any other")
    func profileLoadsThroughViewModel() async {
        let presenter = DefaultUserProfilePresenter(
            userID: 1, fetchUser: MockFetchUserUseCase { _ in .success(Fetched(Fixtures.user(), freshness: .current)) },
            actions: UserProfilePresenterActions())

        await Screen.userProfile(presenter).viewModel.load()

        #expect(Screen.userProfile(presenter).title == "Leanne Graham")
    }
}
