import Observation
import StrataDomain

/// Drives "sign in as": JSONPlaceholder has no passwords, so choosing a user is the whole sign-in.
@MainActor
@Observable
public final class DefaultSignInViewModel: SignInViewModel {
    /// The sheet's title.
    public let title = "Sign in as"
    /// The users to choose from, inside the case that shows them.
    public var state: SignInState { loader.state }
    /// Whether the users load.
    public var isLoading: Bool { loader.isLoading }

    private let loader: ContentLoader<ListContent<UserItemViewModel>>
    @ObservationIgnored private let didSignIn: @MainActor (User) -> Void

    /// `didSignIn` gets the chosen user; nothing loads until `load()`.
    public init(fetchUsers: any FetchUsersUseCase, didSignIn: @escaping @MainActor (User) -> Void) {
        self.didSignIn = didSignIn
        loader = ContentLoader { policy async throws(RepositoryError) in
            ListContent(try await fetchUsers.execute(policy: policy), row: UserItemViewModel.init)
        }
    }

    /// Loads the users to choose from unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded()
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload()
    }

    /// Signs in as the user in that row.
    public func signIn(itemAt index: Int) {
        guard let item = state.content?.item(at: index) else { return }
        didSignIn(item.user)
    }
}
