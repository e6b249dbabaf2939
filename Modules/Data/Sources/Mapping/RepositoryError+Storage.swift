import StrataDomain

extension RepositoryError {
    /// Translates a local-store failure into the domain's words; the store's own description, which
    /// names the file, becomes the reason.
    init(_ error: StorageError) {
        switch error {
        case .notFound: self = .notFound
        case .deletionRefused, .changeRefused: self = .rejected(reason: error.description)
        default: self = .storageFailure(reason: error.description)
        }
    }

    /// Whether a failure of the source means "show what is stored instead": the source could not be
    /// reached or answered badly, as opposed to saying the thing does not exist or refusing the request.
    var allowsStoredFallback: Bool {
        switch kind {
        case .unreachable, .timedOut, .serverFailure, .invalidData: true
        case .notFound, .rejected, .storageFailure, .cancelled: false
        }
    }
}

/// Runs a store call and rethrows its failure as a `RepositoryError`.
func mappingStorageErrors<T>(_ call: () async throws(StorageError) -> T) async throws(RepositoryError) -> T {
    do {
        return try await call()
    } catch {
        throw RepositoryError(error)
    }
}
