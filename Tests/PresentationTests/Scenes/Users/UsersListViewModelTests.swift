import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("UsersListViewModel")
struct UsersListViewModelTests {
    private final class RecordingDelegate: UsersListViewModelDelegate {
        var selected: [User.ID] = []

        func usersList(_ viewModel: UsersListViewModel, didSelectUser userID: User.ID) {
            selected.append(userID)
        }
    }

    @Test("rows name each user with username and company, and selection reaches the delegate")
    func selectsThroughDelegate() async {
        let viewModel = UsersListViewModel(
            fetchUsers: DefaultFetchUsersUseCase(users: StubContentRepository(users: [Fixtures.user(id: 4)]))
        )
        let delegate = RecordingDelegate()
        viewModel.delegate = delegate

        await viewModel.load()
        viewModel.didSelect(itemAt: 0)
        viewModel.didSelect(itemAt: 3)

        #expect(viewModel.items.map(\.detail) == ["@Bret · Romaguera-Crona"])
        #expect(delegate.selected == [4])
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let viewModel = UsersListViewModel(fetchUsers: DefaultFetchUsersUseCase(users: StubContentRepository()))
        var delegate: RecordingDelegate? = RecordingDelegate()
        viewModel.delegate = delegate

        delegate = nil

        #expect(viewModel.delegate == nil)
    }
}
