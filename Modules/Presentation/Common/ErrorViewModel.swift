import StrataDomain

/// A failure as a screen shows it: a sentence naming the cause, and whether offering a retry makes sense.
public struct ErrorViewModel: Error, Hashable, Sendable, Encodable {
    /// One sentence naming the cause, ready to show as it is.
    public let message: String
    /// `false` when trying again cannot help, as for a post that does not exist.
    public let isRetryable: Bool

    /// For messages a screen words itself; `init(_:notFound:)` words a repository failure.
    public init(message: String, isRetryable: Bool) {
        self.message = message
        self.isRetryable = isRetryable
    }

    /// - Parameter notFound: what to say when the thing asked for does not exist, naming it.
    public init(_ error: RepositoryError, notFound: String = "Not found") {
        switch error.kind {
        case .notFound:
            self.init(message: notFound, isRetryable: false)
        case .unreachable(let reason):
            self.init(message: reason, isRetryable: true)
        case .timedOut:
            self.init(message: "The server did not answer in time", isRetryable: true)
        case .serverFailure(let status):
            self.init(message: "Server returned \(status)", isRetryable: true)
        case .rejected(let reason):
            self.init(message: reason, isRetryable: false)
        case .invalidData(let reason):
            self.init(message: reason, isRetryable: false)
        case .storageFailure(let reason):
            self.init(message: reason, isRetryable: true)
        case .cancelled:
            self.init(message: "Cancelled", isRetryable: true)
        }
    }
}
