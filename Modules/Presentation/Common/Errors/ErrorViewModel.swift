import StrataDomain

/// A failure as a screen shows it: a sentence naming the cause, and whether offering a retry makes sense.
public struct ErrorViewModel: Error, Hashable, Sendable {
    /// One sentence naming the cause, ready to show as it is.
    public let message: String
    /// `false` when trying again cannot help, as for a post that does not exist.
    public let isRetryable: Bool
    /// The request that failed, as "GET /posts/3/comments", for scripts that want it apart from the
    /// message; `nil` when the failure was not a request.
    public let request: String?

    /// For messages a screen words itself; `init(_:notFound:)` words a repository failure.
    public init(message: String, isRetryable: Bool, request: String? = nil) {
        self.message = message
        self.isRetryable = isRetryable
        self.request = request
    }

    /// Words a repository failure, naming the request that failed when there was one:
    /// "GET /posts answered 503 Service Unavailable".
    ///
    /// - Parameter notFound: what to say when the thing asked for does not exist, naming it, such as
    ///   "Post 1000 does not exist"; the request follows in parentheses.
    public init(_ error: RepositoryError, notFound: String? = nil) {
        self.init(wording: error, notFound: notFound)
        if let request = error.request {
            self = ErrorViewModel(message: message, isRetryable: isRetryable, request: request)
        }
    }

    private init(wording error: RepositoryError, notFound: String?) {
        let answered = error.request.map { "\($0) answered " } ?? ""
        switch error.kind {
        case .notFound:
            let status = "\(answered)404 Not Found"
            if let notFound {
                self.init(message: error.request == nil ? notFound : "\(notFound) (\(status))", isRetryable: false)
            } else {
                self.init(message: error.request == nil ? "Not found" : status, isRetryable: false)
            }
        case .unreachable(let reason):
            self.init(message: Self.naming(error.request, reason), isRetryable: true)
        case .timedOut:
            self.init(message: Self.naming(error.request, "the server did not answer in time"), isRetryable: true)
        case .serverFailure(let status):
            let phrase = HTTPStatusPhrase.phrase(for: status).map { "\(status) \($0)" } ?? "HTTP \(status)"
            let message = error.request == nil ? "Server returned \(phrase)" : "\(answered)\(phrase)"
            self.init(message: message, isRetryable: true)
        case .rejected(let reason):
            self.init(message: Self.naming(error.request, reason), isRetryable: false)
        case .invalidData(let reason):
            self.init(message: Self.naming(error.request, reason), isRetryable: false)
        case .storageFailure(let reason):
            self.init(message: reason, isRetryable: true)
        case .cancelled:
            self.init(message: "Cancelled", isRetryable: true)
        }
    }

    /// The same failure as one part of a screen that did load: "Comments: GET /posts/3/comments
    /// answered 404 Not Found".
    public func part(_ name: String) -> ErrorViewModel {
        ErrorViewModel(message: "\(name): \(message)", isRetryable: isRetryable, request: request)
    }

    private static func naming(_ request: String?, _ reason: String) -> String {
        guard let request else { return sentenceCased(reason) }
        return "\(request): \(reason)"
    }

    private static func sentenceCased(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
