import StrataDomain
import StrataNetworking

extension RepositoryError {
    /// Translates an HTTP-layer failure into the domain's words at the Data layer boundary.
    ///
    /// A 4xx other than 404, 408 and 429 means the request itself is wrong (or not allowed), so it
    /// becomes `.rejected`: showing a stored copy as "offline" or offering a retry would mislead. The
    /// server's body is never passed on as a reason; it is not text meant for the user.
    init(_ error: NetworkError) {
        switch error {
        case .httpStatus(404, _):
            self = .notFound
        case .httpStatus(let code, _) where error.isRefusal:
            self = .rejected(reason: "The server refused the request (\(HTTPStatusPhrase.describe(code)))")
        case .httpStatus(let code, _):
            self = .serverFailure(status: code)
        case .transport(let failure):
            self = .unreachable(reason: failure.description)
        case .invalidURL(let url):
            self = .rejected(reason: "Invalid server URL: \(url)")
        case .decoding(let failure):
            self = .invalidData(reason: failure.description)
        case .responseTooLarge, .unexpectedContentType:
            self = .invalidData(reason: error.description)
        case .timedOut:
            self = .timedOut
        case .redirected(let status, let location):
            self = .rejected(
                reason:
                    "the server redirected it\(status.map { " (\(HTTPStatusPhrase.describe($0)))" } ?? "") "
                    + "to \(location); Strata follows "
                    + "no redirect that changes data or leaves the server: point --base-url at the new address")
        case .cancelled:
            self = .cancelled
        }
    }
}

extension RepositoryError {
    /// Translates a failed request like `init(_ error: NetworkError)`, naming the request, as
    /// "GET /posts/3/comments", so a screen can say which one failed.
    init(_ failure: RequestFailure) {
        switch failure.cause {
        case .network(let error): self = RepositoryError(error).naming(failure.request)
        case .contradictingAnswer(let reason):
            self = RepositoryError(.invalidData(reason: reason), request: failure.request)
        }
    }
}

extension NetworkError {
    /// Whether the server understood the request and refused it for good: any 4xx but 408 (timeout)
    /// and 429 (too many requests), so retrying the same request can never help.
    var isRefusal: Bool {
        guard case .httpStatus(let code, _) = self else { return false }
        return (400..<500).contains(code) && code != 408 && code != 429
    }
}
