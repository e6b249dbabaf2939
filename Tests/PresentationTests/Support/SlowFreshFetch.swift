import StrataDomain
import StrataTestSupport

/// Answers `.stored` at once and holds a `.fresh` read back until `release()`, like a slow server; the
/// answer is read from the use case below once released, so it holds what changed meanwhile.
final class SlowFreshFetch: FetchTodosUseCase {
    private let base: any FetchTodosUseCase
    private let gate = AsyncStream<Void>.makeStream()
    private let started = Locked(false)
    private let cancelled = Locked(false)

    init(_ base: any FetchTodosUseCase) {
        self.base = base
    }

    /// Whether a fresh read has started and waits.
    var freshStarted: Bool { started.withLock { $0 } }

    /// Whether the task of a fresh read had been cancelled by the time it was let through.
    var freshWasCancelled: Bool { cancelled.withLock { $0 } }

    func execute(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]> {
        if policy == .fresh {
            started.withLock { $0 = true }
            for await _ in gate.stream { break }
            let isCancelled = Task.isCancelled
            cancelled.withLock { $0 = isCancelled }
        }
        return try await base.execute(ownerID: ownerID, policy: policy)
    }

    /// Lets the fresh reads through, now and later.
    func release() {
        gate.continuation.finish()
    }
}
