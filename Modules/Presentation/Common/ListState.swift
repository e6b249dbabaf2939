/// What a list screen shows as a whole. The items themselves live beside the state, so they can stay
/// visible while a later page loads.
public enum ListState: Hashable, Sendable {
    /// Nothing asked for yet; `load()` has not run.
    case idle
    /// The first load runs and nothing is shown yet; a refresh of shown items stays `.loaded`.
    case loading
    /// The items are shown, possibly from the stored copy while the fresh ones load.
    case loaded
    /// The load failed with nothing stored to fall back on; the message says why.
    case error(ErrorViewModel)

    /// Whether a load is needed: nothing loaded yet, or the last attempt failed.
    var needsLoading: Bool {
        switch self {
        case .idle, .error: true
        case .loading, .loaded: false
        }
    }
}
