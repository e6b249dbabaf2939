import Observation
import StrataDomain

/// Drives "sign in as": JSONPlaceholder has no passwords, so choosing a user is the whole sign-in.
@MainActor
@Observable
public final class SignInViewModel {
    /// The sheet's title.
    public let title = "Sign in as"
    /// Loading, loaded or failed; while loaded, `items` holds the users to choose from.
    public var state: ListState { loader.state }
    /// One row per user, in the source's order.
    public var items: [UserItemViewModel] { loader.items.map(UserItemViewModel.init) }

    private let loader = ContentLoader<[User]>()
    @ObservationIgnored private let fetchUsers: FetchUsersUseCase
    @ObservationIgnored private let didSignIn: @MainActor (User) -> Void

    /// `didSignIn` gets the chosen user; nothing loads until `load()`.
    public init(fetchUsers: FetchUsersUseCase, didSignIn: @escaping @MainActor (User) -> Void) {
        self.fetchUsers = fetchUsers
        self.didSignIn = didSignIn
    }

    /// Loads the users to choose from unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded(fetch)
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload(fetch)
    }

    private var fetch: ContentLoader<[User]>.Fetch {
        { [fetchUsers] policy async throws(RepositoryError) in try await fetchUsers.execute(policy: policy) }
    }

    /// Signs in as the user in that row.
    public func signIn(itemAt index: Int) {
        guard loader.items.indices.contains(index) else { return }
        didSignIn(loader.items[index])
    }
}
