import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UserPostsViewModel", .timeLimit(.minutes(1)))
struct UserPostsViewModelTests {
    private let log = Log()

    private func makeViewModel(
        userID: User.ID, fetchUser: any FetchUserUseCase, fetchUserPosts: any FetchUserPostsUseCase
    ) -> DefaultUserPostsViewModel {
        let log = self.log
        return DefaultUserPostsViewModel(
            userID: userID, fetchUser: fetchUser, fetchUserPosts: fetchUserPosts,
            showPostDetails: { log.append("details \($0)") })
    }

    @Test("the user's posts load with the user, as current as the less current of the two")
    func loadsWithUser() async {
        let offline = Freshness.offline(asOf: nil, cause: .unreachable(reason: "offline"))
        let user = MockFetchUserUseCase { _ in .success(Fetched(Fixtures.user(id: 3), freshness: offline)) }
        let posts = MockFetchUserPostsUseCase { _ in
            .success(Fetched([Fixtures.post(id: 21, authorID: 3)], freshness: .current))
        }
        let viewModel = makeViewModel(userID: 3, fetchUser: user, fetchUserPosts: posts)

        await viewModel.load()
        viewModel.didSelect(itemAt: 0)
        viewModel.didSelect(itemAt: 1)

        #expect(viewModel.title == "Posts by user 3")
        #expect(viewModel.state.content?.items.map(\.id) == [21])
        #expect(viewModel.state.content?.freshness == offline)
        #expect(posts.script.calls == [.init(authorID: 3, policy: .stored), .init(authorID: 3, policy: .fresh)])
        #expect(log.entries == ["details 21"])
    }

    @Test("an unknown user is an error naming the user, never 'no posts'")
    func unknownUserIsAnError() async {
        let user = MockFetchUserUseCase { _ in .failure(RepositoryError(.notFound, request: "GET /users/99")) }
        let posts = MockFetchUserPostsUseCase { _ in .success(Fetched([], freshness: .current)) }
        let viewModel = makeViewModel(userID: 99, fetchUser: user, fetchUserPosts: posts)

        await viewModel.load()
        viewModel.didSelect(itemAt: 0)

        #expect(
            viewModel.state
                == .failed(
                    ErrorViewModel(
                        message: "User 99 does not exist (GET /users/99 answered 404 Not Found)", isRetryable: false,
                        request: "GET /users/99")))
        #expect(posts.script.calls.isEmpty)
        #expect(log.entries.isEmpty)
    }

    @Test("over the real use cases, an unknown user is an error although the source has posts to list")
    func realUseCasesUnknownUser() async {
        let repository = StubContentRepository(posts: Fixtures.posts(1...3), users: [Fixtures.user(id: 1)])
        let viewModel = makeViewModel(
            userID: 99, fetchUser: DefaultFetchUserUseCase(users: repository),
            fetchUserPosts: DefaultFetchUserPostsUseCase(posts: repository))

        await viewModel.load()

        #expect(viewModel.state == .failed(ErrorViewModel(message: "User 99 does not exist", isRetryable: false)))
    }

    @Test("over the real use cases, a known user's posts are listed, and a user who wrote none has none")
    func realUseCasesKnownUsers() async {
        let repository = StubContentRepository(
            posts: Fixtures.posts(1...3), users: [Fixtures.user(id: 1), Fixtures.user(id: 2)])
        let writer = makeViewModel(
            userID: 1, fetchUser: DefaultFetchUserUseCase(users: repository),
            fetchUserPosts: DefaultFetchUserPostsUseCase(posts: repository))
        let reader = makeViewModel(
            userID: 2, fetchUser: DefaultFetchUserUseCase(users: repository),
            fetchUserPosts: DefaultFetchUserPostsUseCase(posts: repository))

        await writer.load()
        await reader.load()

        #expect(writer.state.content?.items.map(\.id) == [1, 2, 3])
        #expect(reader.state.content?.items.isEmpty == true)
    }

    @Test("loading, loaded and failed are observable; a selection is not")
    func observation() async {
        let user = MockFetchUserUseCase { _ in .success(Fetched(Fixtures.user(id: 1), freshness: .current)) }
        let posts = MockFetchUserPostsUseCase { _ in .success(Fetched(Fixtures.posts(1...2), freshness: .current)) }
        user.script.isHolding = true
        let viewModel = makeViewModel(userID: 1, fetchUser: user, fetchUserPosts: posts)

        let toLoading = ObservationProbe { _ = viewModel.state }
        let busy = ObservationProbe { _ = viewModel.isLoading }
        let load = Task { await viewModel.load() }
        await user.script.waitForCalls(1)
        let toLoaded = ObservationProbe { _ = viewModel.state }
        user.script.isHolding = false
        user.script.answer(0, with: .failure(.notFound))
        await load.value
        let selecting = ObservationProbe { _ = viewModel.state }
        viewModel.didSelect(itemAt: 0)
        let selectionFired = selecting.didFire
        let toFailed = ObservationProbe { _ = viewModel.state }
        user.script.respond { _ in .failure(.notFound) }
        await viewModel.refresh()

        #expect([toLoading, busy, toLoaded, toFailed].map(\.didFire) == [true, true, true, true])
        #expect(selectionFired == false)
        #expect(viewModel.state == .failed(ErrorViewModel(message: "User 1 does not exist", isRetryable: false)))
    }
}
