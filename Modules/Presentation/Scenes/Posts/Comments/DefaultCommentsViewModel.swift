import Observation
import StrataDomain

/// Drives the list of a post's comments.
@MainActor
@Observable
public final class DefaultCommentsViewModel: CommentsViewModel {
    /// The post whose comments these are.
    public let postID: Post.ID
    /// The header title, which names the post by id since its title is not loaded here.
    public var title: String { "Comments on post \(postID)" }
    /// The comment rows, inside the case that shows them.
    public var state: CommentsState { loader.state }
    /// Whether the comments load, a refresh included.
    public var isLoading: Bool { loader.isLoading }

    private let loader: ContentLoader<ListContent<CommentItemViewModel>>

    /// Nothing loads until `load()`.
    public init(postID: Post.ID, fetchComments: any FetchCommentsUseCase) {
        self.postID = postID
        let fetch: ContentLoader<ListContent<CommentItemViewModel>>.Fetch = { policy async throws(RepositoryError) in
            ListContent(try await fetchComments.execute(postID: postID, policy: policy), row: CommentItemViewModel.init)
        }
        loader = ContentLoader(
            describe: { ErrorViewModel($0, notFound: "Post \(postID) does not exist") }, fetch: fetch)
    }

    /// Loads the comments unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded()
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload()
    }
}
