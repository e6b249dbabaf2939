/// What a screen that loads one piece of content shows, with the content inside the case that shows
/// it: rows cannot linger beside an error, and an error cannot be shown over rows.
///
/// Each screen names its own state (`PostsListState = LoadState<PostsListContent>`), so the cases
/// read the same everywhere while the content is the screen's own.
public enum LoadState<Content> {
    /// Nothing asked for yet; `load()` has not run.
    case idle
    /// The first load runs and nothing is shown yet.
    case loading
    /// The content is shown, possibly from the stored copy while the fresh one loads.
    case loaded(Content)
    /// The load failed with nothing to fall back on; the message says why and whether to retry.
    case failed(ErrorViewModel)

    /// The content, when it is shown.
    public var content: Content? {
        if case .loaded(let content) = self { content } else { nil }
    }

    /// Whether a load is needed: nothing loaded yet, or the last attempt failed.
    var needsLoading: Bool {
        switch self {
        case .idle, .failed: true
        case .loading, .loaded: false
        }
    }
}

extension LoadState: Sendable where Content: Sendable {}
extension LoadState: Equatable where Content: Equatable {}
extension LoadState: Hashable where Content: Hashable {}
