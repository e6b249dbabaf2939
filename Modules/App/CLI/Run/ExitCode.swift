import StrataDomain

/// The same rule for every command: 0 shown or done, 1 could not load (network, server, store), 2
/// bad usage only.
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    case usage = 2

    /// A repository failure is a failure to load, except a value a use case refused before anything
    /// was sent (an empty title), which is bad usage.
    init(_ error: RepositoryError) {
        if case .rejected = error.kind, error.request == nil {
            self = .usage
        } else {
            self = .failure
        }
    }
}
