import Observation
import StrataDomain

/// Drives the post details screen: the post, its author and its comments, loaded as one.
@MainActor
@Observable
public final class PostDetailsViewModel {
    /// What the screen shows.
    public enum State: Hashable, Sendable {
        /// Nothing asked for yet; `load()` has not run.
        case idle
        /// The first load runs and nothing is shown yet.
        case loading
        /// The post is shown, possibly from the stored copy while the fresh one loads.
        case loaded(PostDetailsContent)
        /// The load failed with nothing stored to fall back on, or the post does not exist.
        case error(ErrorViewModel)
    }

    /// The post shown, known before it loads, for the title and the comments action.
    public let postID: Post.ID

    /// What the screen shows now; stays `.loaded` while a refresh runs.
    public var state: State {
        switch loader.state {
        case .idle: .idle
        case .loading: .loading
        case .loaded: loader.value.map(State.loaded) ?? .loading
        case .error(let error): .error(error)
        }
    }

    /// How current the details are; offline data says so.
    public var freshness: Freshness? { loader.freshness }

    private let loader: ContentLoader<PostDetailsContent>
    @ObservationIgnored private let fetchPostDetails: FetchPostDetailsUseCase
    @ObservationIgnored private let actions: PostDetailsViewModelActions

    /// Nothing loads until `load()`; `actions` default to doing nothing, for previews and tests.
    public init(
        postID: Post.ID,
        fetchPostDetails: FetchPostDetailsUseCase,
        actions: PostDetailsViewModelActions = PostDetailsViewModelActions()
    ) {
        self.postID = postID
        self.fetchPostDetails = fetchPostDetails
        self.actions = actions
        loader = ContentLoader(notFoundMessage: "Post \(postID) does not exist")
    }

    /// The title for navigation headers: the post's own once loaded.
    public var title: String {
        if case .loaded(let content) = state { content.title } else { "Post \(postID)" }
    }

    /// Loads the details unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded(fetch)
    }

    /// Loads again, cancelling a load in flight.
    public func reload() async {
        await loader.reload(fetch)
    }

    /// Opens the author's profile, once the post is loaded and the author known.
    public func showAuthor() {
        guard case .loaded(let content) = state else { return }
        actions.showAuthor(content.authorID)
    }

    /// Opens the full list of comments.
    public func showComments() {
        actions.showComments(postID)
    }

    private var fetch: ContentLoader<PostDetailsContent>.Fetch {
        { [fetchPostDetails, postID] policy async throws(RepositoryError) in
            try await fetchPostDetails.execute(postID: postID, policy: policy).map(PostDetailsContent.init)
        }
    }
}
