import StrataDomain
import StrataNetworking

extension RepositoryError {
    /// Translates an HTTP-layer failure into the domain's words at the Data layer boundary.
    public init(_ error: NetworkError) {
        switch error {
        case .httpStatus(404, _):
            self = .notFound
        case .httpStatus(let code, let body) where code == 400 || code == 422:
            let detail = String(decoding: body.prefix(200), as: UTF8.self)
            self = .rejected(reason: detail.isEmpty ? "The server refused the request (\(code))" : detail)
        case .httpStatus(let code, _):
            self = .serverFailure(status: code)
        case .transport(let failure):
            self = .unreachable(reason: failure.description)
        case .invalidURL(let url):
            self = .unreachable(reason: "Invalid server URL: \(url)")
        case .decoding(let failure):
            self = .invalidData(reason: failure.description)
        case .responseTooLarge, .unexpectedContentType:
            self = .invalidData(reason: error.description)
        case .timedOut:
            self = .timedOut
        case .cancelled:
            self = .cancelled
        }
    }
}

/// Runs a network call and rethrows its failure as a `RepositoryError`.
func mappingNetworkErrors<T>(_ call: () async throws(NetworkError) -> T) async throws(RepositoryError) -> T {
    do {
        return try await call()
    } catch {
        throw RepositoryError(error)
    }
}
