import Observation
import StrataDomain

/// The loading logic every simple list screen shares: a state, the items and how current they are,
/// one load at a time, stored data first, and a stale load cancelled by a newer one. View models own
/// one and expose its state as their own.
@MainActor
@Observable
final class ItemsLoader<Item: Sendable> {
    typealias Fetch = @Sendable (ReadPolicy) async throws(RepositoryError) -> Fetched<[Item]>

    private(set) var state: ListState = .idle
    private(set) var items: [Item] = []
    private(set) var freshness: Freshness?

    @ObservationIgnored private let runner = LatestTaskRunner()
    @ObservationIgnored private let notFoundMessage: String

    init(notFoundMessage: String = "Not found") {
        self.notFoundMessage = notFoundMessage
    }

    /// Loads unless the items are loaded or loading already.
    func loadIfNeeded(_ fetch: @escaping Fetch) async {
        if runner.isRunning {
            await runner.waitForCurrent()
        } else if state.needsLoading {
            await reload(fetch)
        }
    }

    /// Loads again, cancelling a load in flight. Items already shown stay until the new ones arrive.
    func reload(_ fetch: @escaping Fetch) async {
        if state != .loaded {
            state = .loading
        }
        await runner.run { [weak self] in
            guard let self else { return }
            await CacheThenNetwork.load(
                showsContent: self.state == .loaded,
                fetch: fetch,
                show: { fetched in
                    self.items = fetched.value
                    self.freshness = fetched.freshness
                    self.state = .loaded
                },
                // A load cancelled by a newer one never gets here; any failure that does is shown.
                fail: { error in
                    self.state = .error(ErrorViewModel(error, notFound: self.notFoundMessage))
                }
            )
        }
    }

    /// Changes the loaded items in place, for edits the screen makes itself.
    func update(_ change: (inout [Item]) -> Void) {
        change(&items)
    }
}
