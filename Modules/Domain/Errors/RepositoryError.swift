/// Why a repository could not deliver, in words the domain and the screens understand.
///
/// Each data source maps its own failures (HTTP status codes, SQLite result codes) into these cases at
/// the layer boundary, so nothing above the Data layer needs to know where the data came from.
public enum RepositoryError: Error, Hashable, Sendable {
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
