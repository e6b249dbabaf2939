import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UserAlbumsViewModel", .timeLimit(.minutes(1)))
struct UserAlbumsViewModelTests {
    private let log = Log()
    private let users = StubContentRepository(users: [Fixtures.user(id: 1), Fixtures.user(id: 2)])
    private let albums = StubAlbumsRepository(
        albums: [
            Fixtures.album(id: 4, ownerID: 1), Fixtures.album(id: 5, ownerID: 1), Fixtures.album(id: 6, ownerID: 3),
        ])

    private func makeViewModel(ownerID: User.ID) -> DefaultUserAlbumsViewModel {
        let log = self.log
        return DefaultUserAlbumsViewModel(
            ownerID: ownerID, fetchUser: DefaultFetchUserUseCase(users: users),
            fetchAlbums: DefaultFetchUserAlbumsUseCase(albums: albums), showPhotos: { log.append("photos \($0)") })
    }

    @Test("a user's albums are listed in the source's order, and a row opens that album's photos")
    func listsAndOpens() async {
        let viewModel = makeViewModel(ownerID: 1)

        await viewModel.load()
        viewModel.didSelect(itemAt: 1)
        viewModel.didSelect(itemAt: 2)

        #expect(viewModel.title == "Albums of user 1")
        #expect(viewModel.state.content?.items.map(\.id) == [4, 5])
        #expect(viewModel.state.content?.items.first?.title == "Album 4")
        #expect(log.entries == ["photos 5"])
    }

    @Test("a user with no albums has an empty list, not an error")
    func userWithoutAlbums() async {
        let viewModel = makeViewModel(ownerID: 2)

        await viewModel.load()

        #expect(viewModel.state.content?.items.isEmpty == true)
    }

    @Test("an unknown user is an error naming the user, never 'no albums', although the source has albums")
    func unknownUser() async {
        let viewModel = makeViewModel(ownerID: 3)

        await viewModel.load()

        #expect(viewModel.state == .failed(ErrorViewModel(message: "User 3 does not exist", isRetryable: false)))
    }

    @Test("a failed read is an error state, and a refresh that succeeds replaces it")
    func failureThenRefresh() async {
        albums.failing = RepositoryError(.unreachable(reason: "no route to host"))
        let viewModel = makeViewModel(ownerID: 1)

        await viewModel.load()
        let failedFirst = if case .failed = viewModel.state { true } else { false }
        albums.failing = nil
        await viewModel.refresh()

        #expect(failedFirst)
        #expect(viewModel.state.content?.items.map(\.id) == [4, 5])
    }
}
