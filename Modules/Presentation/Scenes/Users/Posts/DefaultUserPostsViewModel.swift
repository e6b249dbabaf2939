import Observation
import StrataDomain

/// Drives the list of the posts one user wrote.
///
/// A user who does not exist is an error, never "no posts": the list loads with the user
/// (`ContentLoader.userList`).
@MainActor
@Observable
public final class DefaultUserPostsViewModel: UserPostsViewModel {
    /// The author whose posts these are.
    public let userID: User.ID
    /// The header title, which names the user by id since the name is not loaded here.
    public var title: String { "Posts by user \(userID)" }
    /// The post rows, inside the case that shows them.
    public var state: UserPostsState { loader.state }
    /// Whether the posts load, a refresh included.
    public var isLoading: Bool { loader.isLoading }

    private let loader: ContentLoader<ListContent<PostsListItemViewModel>>
    @ObservationIgnored private let showPostDetails: @MainActor (Post.ID) -> Void

    /// Nothing loads until `load()`; `showPostDetails` opens a selected post.
    public init(
        userID: User.ID,
        fetchUser: any FetchUserUseCase,
        fetchUserPosts: any FetchUserPostsUseCase,
        showPostDetails: @escaping @MainActor (Post.ID) -> Void = { _ in }
    ) {
        self.userID = userID
        self.showPostDetails = showPostDetails
        loader = .userList(of: userID, fetchUser: fetchUser, row: PostsListItemViewModel.init) {
            policy async throws(RepositoryError) in try await fetchUserPosts.execute(authorID: userID, policy: policy)
        }
    }

    /// Loads the posts unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded()
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload()
    }

    /// Opens the post in that row.
    public func didSelect(itemAt index: Int) {
        guard let item = state.content?.item(at: index) else { return }
        showPostDetails(item.id)
    }
}
