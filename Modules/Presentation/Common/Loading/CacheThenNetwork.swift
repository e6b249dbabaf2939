import StrataDomain

/// The loading sequence every screen follows: the stored copy at once (when nothing is shown yet),
/// then the fresh answer in its place. A failure is reported only when the repository had nothing to
/// fall back on, and nothing is applied once the load has been cancelled by a newer one.
@MainActor
enum CacheThenNetwork {
    static func load<Value: Sendable>(
        showsContent: Bool,
        fetch: @escaping @Sendable (ReadPolicy) async throws(RepositoryError) -> Value,
        show: (Value) -> Void,
        fail: (RepositoryError) -> Void
    ) async {
        if !showsContent {
            let stored = await loadResult { () async throws(RepositoryError) in try await fetch(.stored) }
            guard !Task.isCancelled else { return }
            if case .success(let value) = stored {
                show(value)
            }
        }
        let fresh = await loadResult { () async throws(RepositoryError) in try await fetch(.fresh) }
        guard !Task.isCancelled else { return }
        switch fresh {
        case .success(let value): show(value)
        case .failure(let error): fail(error)
        }
    }
}
