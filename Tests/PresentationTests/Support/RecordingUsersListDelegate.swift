import StrataDomain
import StrataPresentation

/// A users-list delegate that records the users picked.
@MainActor
final class RecordingUsersListDelegate: UsersListViewModelDelegate {
    private(set) var selected: [User.ID] = []

    func usersList(_ viewModel: any UsersListViewModel, didSelectUser userID: User.ID) {
        selected.append(userID)
    }
}
