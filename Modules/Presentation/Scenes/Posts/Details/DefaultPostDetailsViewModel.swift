import Observation
import StrataDomain

/// Drives the post details screen: the post, its author and its comments, loaded as one and shown
/// part by part.
@MainActor
@Observable
public final class DefaultPostDetailsViewModel: PostDetailsViewModel {
    /// The post shown, known before it loads, for the title and the comments action.
    public let postID: Post.ID
    /// The post with its parts; stays `.loaded` while a refresh runs.
    public var state: PostDetailsState { loader.state }
    /// Whether the details load, a refresh included.
    public var isLoading: Bool { loader.isLoading }

    private let loader: ContentLoader<PostDetailsContent>
    @ObservationIgnored private let actions: PostDetailsViewModelActions

    /// Nothing loads until `load()`; `actions` default to doing nothing, for previews and tests.
    public init(
        postID: Post.ID,
        fetchPostDetails: any FetchPostDetailsUseCase,
        actions: PostDetailsViewModelActions = PostDetailsViewModelActions()
    ) {
        self.postID = postID
        self.actions = actions
        let fetch: ContentLoader<PostDetailsContent>.Fetch = { policy async throws(RepositoryError) in
            PostDetailsContent(try await fetchPostDetails.execute(postID: postID, policy: policy))
        }
        loader = ContentLoader(
            describe: { ErrorViewModel($0, notFound: "Post \(postID) does not exist") }, fetch: fetch)
    }

    /// The title for navigation headers: the post's own once loaded.
    public var title: String {
        state.content?.title ?? "Post \(postID)"
    }

    /// Loads the details unless they are loaded or loading already.
    public func load() async {
        await loader.loadIfNeeded()
    }

    /// Loads again, cancelling a load in flight.
    public func refresh() async {
        await loader.reload()
    }

    /// Opens the author's profile, once the post is loaded and its author known.
    public func showAuthor() {
        guard let content = state.content else { return }
        actions.showAuthor(content.post.authorID)
    }

    /// Opens the full list of comments.
    public func showComments() {
        actions.showComments(postID)
    }
}
