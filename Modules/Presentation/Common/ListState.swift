/// What a list screen shows as a whole. The items themselves live beside the state, so they can stay
/// visible while a later page loads.
public enum ListState: Hashable, Sendable {
    case idle
    case loading
    case loaded
    case error(ErrorViewModel)

    /// Whether a load is needed: nothing loaded yet, or the last attempt failed.
    var needsLoading: Bool {
        switch self {
        case .idle, .error: true
        case .loading, .loaded: false
        }
    }
}
