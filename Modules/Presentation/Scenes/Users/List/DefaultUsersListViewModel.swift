import Observation
import StrataDomain

/// Drives the list of all users.
@MainActor
@Observable
public final class DefaultUsersListViewModel: UsersListViewModel {
    /// The header title.
    public let title = "Users"
    /// The user rows, inside the case that shows them.
    public var state: UsersListState { loader.state }
    /// Whether the users load, a refresh included.
    public var isLoading: Bool { loader.isLoading }
    /// Held weakly: the coordinator owns this view model, not the other way round.
    @ObservationIgnored public weak var delegate: (any UsersListViewModelDelegate)?

    private let loader: ContentLoader<ListContent<UserItemViewModel>>

    /// Set `delegate` to hear of selections; nothing loads until `load()`.
    public init(fetchUsers: any FetchUsersUseCase) {
        loader = ContentLoader { policy async throws(RepositoryError) in
            ListContent(try await fetchUsers.execute(policy: policy), row: UserItemViewModel.init)
        }
    }

    /// Loads the users unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded()
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload()
    }

    /// Tells the delegate which user the row shows.
    public func didSelect(itemAt index: Int) {
        guard let item = state.content?.item(at: index) else { return }
        delegate?.usersList(self, didSelectUser: item.id)
    }
}
