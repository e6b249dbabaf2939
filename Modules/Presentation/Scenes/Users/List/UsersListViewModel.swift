import Observation
import StrataDomain

/// Drives the list of all users.
@MainActor
@Observable
public final class UsersListViewModel {
    /// The header title.
    public let title = "Users"
    /// Loading, loaded or failed; while loaded, `items` holds the rows.
    public var state: ListState { loader.state }
    /// One row per user, in the source's order.
    public var items: [UserItemViewModel] { loader.items }
    /// How current the list is; offline data says so.
    public var freshness: Freshness? { loader.freshness }

    /// Held weakly: the coordinator owns this view model, not the other way round.
    @ObservationIgnored public weak var delegate: (any UsersListViewModelDelegate)?

    private let loader = ContentLoader<[UserItemViewModel]>()
    @ObservationIgnored private let fetchUsers: FetchUsersUseCase

    /// Set `delegate` to hear of selections; nothing loads until `load()`.
    public init(fetchUsers: FetchUsersUseCase) {
        self.fetchUsers = fetchUsers
    }

    /// Loads the users unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded(fetch)
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload(fetch)
    }

    /// Opens the profile of the user in that row.
    public func didSelect(itemAt index: Int) {
        guard items.indices.contains(index) else { return }
        delegate?.usersList(self, didSelectUser: items[index].id)
    }

    private var fetch: ContentLoader<[UserItemViewModel]>.Fetch {
        { [fetchUsers] policy async throws(RepositoryError) in
            try await fetchUsers.execute(policy: policy).map { $0.map(UserItemViewModel.init) }
        }
    }
}
