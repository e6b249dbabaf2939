import Observation
import StrataDomain

/// The loading logic every simple list screen shares: a state, the items, one load at a time, and a
/// stale load cancelled by a newer one. View models own one and expose its state as their own.
@MainActor
@Observable
final class ItemsLoader<Item: Sendable> {
    private(set) var state: ListState = .idle
    private(set) var items: [Item] = []

    @ObservationIgnored private let runner = LatestTaskRunner()
    @ObservationIgnored private let notFoundMessage: String

    init(notFoundMessage: String = "Not found") {
        self.notFoundMessage = notFoundMessage
    }

    /// Loads unless the items are loaded or loading already.
    func loadIfNeeded(_ fetch: @escaping @Sendable () async throws(RepositoryError) -> [Item]) async {
        if runner.isRunning {
            await runner.waitForCurrent()
        } else if state.needsLoading {
            await reload(fetch)
        }
    }

    /// Loads again, cancelling a load in flight. Items already shown stay until the new ones arrive.
    func reload(_ fetch: @escaping @Sendable () async throws(RepositoryError) -> [Item]) async {
        state = .loading
        await runner.run { [weak self] in
            let result = await loadResult(fetch)
            guard !Task.isCancelled, let self else { return }
            switch result {
            case .success(let items):
                self.items = items
                self.state = .loaded
            case .failure(let error):
                self.state = .error(ErrorViewModel(error, notFound: self.notFoundMessage))
            }
        }
    }

    /// Changes the loaded items in place, for edits the screen makes itself.
    func update(_ change: (inout [Item]) -> Void) {
        change(&items)
    }
}
