/// Why a repository could not deliver, in words the domain and the screens understand, and which
/// request of the source failed, so a message can name it ("GET /posts/3/comments answered 404").
///
/// Each data source maps its own failures (HTTP status codes, SQLite result codes) into a `Kind` at
/// the layer boundary, so nothing above the Data layer needs to know where the data came from.
public struct RepositoryError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The thing asked for does not exist.
        case notFound
        /// The source could not be reached: no connection, a refused connection, a lost one.
        case unreachable(reason: String)
        /// The source did not answer in time.
        case timedOut
        /// The source answered with a failure of its own, such as an HTTP 503.
        case serverFailure(status: Int)
        /// The request was refused as invalid, by a use case before sending it or by the source (HTTP 400
        /// or 422); the reason is fit to show the user.
        case rejected(reason: String)
        /// The source answered, but with data that cannot be understood.
        case invalidData(reason: String)
        /// The local store failed: a full disk, a read-only location, a damaged file. The reason names it.
        case storageFailure(reason: String)
        /// The caller stopped waiting.
        case cancelled
    }

    /// What went wrong; switch on it to decide what to do.
    public let kind: Kind
    /// The request of the source that failed, as "GET /posts/3/comments"; `nil` when the failure did
    /// not come from a request, such as a title a use case refused.
    public let request: String?

    /// A failure of `kind`, naming `request` when there was one.
    public init(_ kind: Kind, request: String? = nil) {
        self.kind = kind
        self.request = request
    }

    /// The same failure, naming the request that met it.
    public func naming(_ request: String) -> RepositoryError {
        RepositoryError(kind, request: request)
    }

    /// Matches any failure of the pattern's kind, whatever request it names, so `catch .notFound`
    /// reads as it should. A pattern that names a request matches only that request.
    public static func ~= (pattern: RepositoryError, value: RepositoryError) -> Bool {
        pattern.kind == value.kind && (pattern.request == nil || pattern.request == value.request)
    }
}

extension RepositoryError {
    /// The thing asked for does not exist.
    public static let notFound = RepositoryError(.notFound)
    /// The source did not answer in time.
    public static let timedOut = RepositoryError(.timedOut)
    /// The caller stopped waiting.
    public static let cancelled = RepositoryError(.cancelled)

    /// The source could not be reached; `reason` says how.
    public static func unreachable(reason: String) -> RepositoryError {
        RepositoryError(.unreachable(reason: reason))
    }

    /// The source answered with a failure status of its own.
    public static func serverFailure(status: Int) -> RepositoryError {
        RepositoryError(.serverFailure(status: status))
    }

    /// The request was refused as invalid; `reason` is fit to show the user.
    public static func rejected(reason: String) -> RepositoryError {
        RepositoryError(.rejected(reason: reason))
    }

    /// The source answered with data that cannot be understood.
    public static func invalidData(reason: String) -> RepositoryError {
        RepositoryError(.invalidData(reason: reason))
    }

    /// The local store failed; `reason` names the file and the cause.
    public static func storageFailure(reason: String) -> RepositoryError {
        RepositoryError(.storageFailure(reason: reason))
    }
}
