import Observation
import StrataDomain

/// Drives the list of a post's comments.
@MainActor
@Observable
public final class CommentsViewModel {
    /// The post whose comments these are.
    public let postID: Post.ID
    /// The header title, which names the post by id since its title is not loaded here.
    public var title: String { "Comments on post \(postID)" }
    /// Loading, loaded or failed; while loaded, `items` holds the rows.
    public var state: ListState { loader.state }
    /// The comment rows, in the source's order; empty until loaded.
    public var items: [CommentItemViewModel] { loader.items }
    /// How current the comments are; offline data says so.
    public var freshness: Freshness? { loader.freshness }

    private let loader = ContentLoader<[CommentItemViewModel]>()
    @ObservationIgnored private let fetchComments: FetchCommentsUseCase

    /// Nothing loads until `load()`.
    public init(postID: Post.ID, fetchComments: FetchCommentsUseCase) {
        self.postID = postID
        self.fetchComments = fetchComments
    }

    /// Loads the comments unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded(fetch)
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload(fetch)
    }

    private var fetch: ContentLoader<[CommentItemViewModel]>.Fetch {
        { [fetchComments, postID] policy async throws(RepositoryError) in
            try await fetchComments.execute(postID: postID, policy: policy).map { $0.map(CommentItemViewModel.init) }
        }
    }
}
