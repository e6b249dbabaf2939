import Observation
import StrataDomain

/// Drives the post details screen: the post, its author and its comments, loaded as one.
@MainActor
@Observable
public final class PostDetailsViewModel {
    /// What the screen shows.
    public enum State: Hashable, Sendable {
        case idle
        case loading
        case loaded(PostDetailsContent)
        case error(ErrorViewModel)
    }

    public let postID: Post.ID
    public private(set) var state: State = .idle

    private let fetchPostDetails: FetchPostDetailsUseCase
    private let actions: PostDetailsViewModelActions
    private var loadTask: Task<Void, Never>?

    public init(
        postID: Post.ID,
        fetchPostDetails: FetchPostDetailsUseCase,
        actions: PostDetailsViewModelActions = PostDetailsViewModelActions()
    ) {
        self.postID = postID
        self.fetchPostDetails = fetchPostDetails
        self.actions = actions
    }

    /// The title for navigation headers: the post's own once loaded.
    public var title: String {
        if case .loaded(let content) = state { content.title } else { "Post \(postID)" }
    }

    /// Loads the details unless they are loaded or loading already.
    public func load() async {
        if let loadTask {
            await loadTask.value
        } else if case .loaded = state {
            return
        } else {
            await reload()
        }
    }

    /// Loads again, cancelling a load in flight.
    public func reload() async {
        loadTask?.cancel()
        state = .loading
        let fetchPostDetails = self.fetchPostDetails
        let postID = self.postID
        let task = Task {
            let result = await loadResult { () async throws(RepositoryError) in
                try await fetchPostDetails.execute(postID: postID)
            }
            guard !Task.isCancelled else { return }
            switch result {
            case .success(let details): state = .loaded(PostDetailsContent(details))
            case .failure(let error): state = .error(ErrorViewModel(error, notFound: "Post \(postID) does not exist"))
            }
        }
        loadTask = task
        await task.value
        if loadTask == task {
            loadTask = nil
        }
    }

    public func showAuthor() {
        guard case .loaded(let content) = state else { return }
        actions.showAuthor(content.authorID)
    }

    public func showComments() {
        actions.showComments(postID)
    }
}
