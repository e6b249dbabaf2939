import Observation
import StrataDomain

/// Drives the list of a post's comments.
@MainActor
@Observable
public final class CommentsViewModel {
    public let postID: Post.ID
    public var title: String { "Comments on post \(postID)" }
    public var state: ListState { loader.state }
    public var items: [CommentItemViewModel] { loader.items }
    /// How current the comments are; offline data says so.
    public var freshness: Freshness? { loader.freshness }

    private let loader = ItemsLoader<CommentItemViewModel>()
    @ObservationIgnored private let fetchComments: FetchCommentsUseCase

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

    private var fetch: ItemsLoader<CommentItemViewModel>.Fetch {
        { [fetchComments, postID] policy async throws(RepositoryError) in
            try await fetchComments.execute(postID: postID, policy: policy).map { $0.map(CommentItemViewModel.init) }
        }
    }
}
