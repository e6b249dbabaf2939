import Observation
import StrataDomain

/// Drives the list of the posts one user wrote.
@MainActor
@Observable
public final class UserPostsViewModel {
    /// The author whose posts these are.
    public let userID: User.ID
    /// The header title, which names the user by id since the name is not loaded here.
    public var title: String { "Posts by user \(userID)" }
    /// Loading, loaded or failed; "That user does not exist" for an unknown id.
    public var state: ListState { loader.state }
    /// The user's posts, oldest first.
    public var items: [PostsListItemViewModel] { loader.items }
    /// How current the list is; offline data says so.
    public var freshness: Freshness? { loader.freshness }

    private let loader = ContentLoader<[PostsListItemViewModel]>(notFoundMessage: "That user does not exist")
    @ObservationIgnored private let fetchUserPosts: FetchUserPostsUseCase
    @ObservationIgnored private let showPostDetails: @MainActor (Post.ID) -> Void

    /// Nothing loads until `load()`; `showPostDetails` opens a selected post.
    public init(
        userID: User.ID,
        fetchUserPosts: FetchUserPostsUseCase,
        showPostDetails: @escaping @MainActor (Post.ID) -> Void = { _ in }
    ) {
        self.userID = userID
        self.fetchUserPosts = fetchUserPosts
        self.showPostDetails = showPostDetails
    }

    /// Loads the posts unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded(fetch)
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload(fetch)
    }

    /// Opens the post in that row.
    public func didSelect(itemAt index: Int) {
        guard items.indices.contains(index) else { return }
        showPostDetails(items[index].id)
    }

    private var fetch: ContentLoader<[PostsListItemViewModel]>.Fetch {
        { [fetchUserPosts, userID] policy async throws(RepositoryError) in
            try await fetchUserPosts.execute(authorID: userID, policy: policy).map {
                $0.map(PostsListItemViewModel.init)
            }
        }
    }
}
