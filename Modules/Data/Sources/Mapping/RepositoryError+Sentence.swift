import StrataDomain

extension RepositoryError {
    /// One sentence naming the request and what it met, as the outbox keeps it for a todo's "pending"
    /// mark: "POST /todos did not answer in time".
    var sentence: String {
        let request = self.request ?? "the request"
        switch kind {
        case .notFound: return "\(request) answered 404 Not Found"
        case .serverFailure(let status): return "\(request) answered \(HTTPStatusPhrase.describe(status))"
        case .timedOut: return "\(request) did not answer in time"
        case .rejected(let reason), .unreachable(let reason), .invalidData(let reason):
            return "\(request): \(reason)"
        case .storageFailure(let reason): return reason
        case .cancelled: return "\(request) was cancelled"
        }
    }
}
